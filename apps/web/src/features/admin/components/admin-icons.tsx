import { lineIcon } from '../../../components/ui/icon-svg';

// Icons only the admin screens use, kept out of the storefront's shared icon file.

export const GridIcon = lineIcon(
  <>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </>,
);

export const ChartIcon = lineIcon(
  <>
    <path d="M4 20V4M4 20h16" />
    <path d="M7 15l4-4 3 3 5-6" />
  </>,
);

export const SettingsIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1" />
  </>,
);

export const ClipboardIcon = lineIcon(
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
  </>,
);

/** A sidebar with an arrow: collapse when pointing left, expand when flipped by CSS. */
export const SidebarIcon = lineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15.5 10l-2 2 2 2" />
  </>,
);

export const CashIcon = lineIcon(
  <>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9v.01M18 15v.01" />
  </>,
);

/** A bowl with steam: the dish catalogue. */
export const BowlIcon = lineIcon(
  <>
    <path d="M3 12h18a9 9 0 0 1-18 0Z" />
    <path d="M9 8c0-1.2 1-1.8 1-3M14 8c0-1.2 1-1.8 1-3" />
  </>,
);

/** A star: what customers think of the dishes. */
export const StarIcon = lineIcon(
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
);
