import { lineIcon } from './icon-svg';

// More line icons on the same 24px grid as icons.tsx, for account and location actions. All are
// decorative: the control holding one carries the accessible name.

export const RefreshIcon = lineIcon(
  <>
    <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
    <path d="M4 4v4h4" />
    <path d="M4 13a8 8 0 0 0 14.6 4.5L20 16" />
    <path d="M20 20v-4h-4" />
  </>,
);

export const CrosshairIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>,
);

export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);

export const CheckCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.6 2.5L16 9.5" />
  </>,
);
