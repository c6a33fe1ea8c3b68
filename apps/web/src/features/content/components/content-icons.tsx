import { lineIcon } from '../../../components/ui/icon-svg';

// Icons only the content pages use, drawn on the same 24 px grid as components/ui/icons.

export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);

export const ChevronDownIcon = lineIcon(<path d="M6 9l6 6 6-6" />);

export const CheckCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.8 2.8L16 10" />
  </>,
);

export const FlameIcon = lineIcon(
  <path d="M12 21c-4 0-7-2.7-7-6.5 0-3 2-5 3.5-6.5.3 2 1.3 3 2.5 3.5C11 8 12 5 15 3c0 3 4 5.5 4 11 0 4-3 7-7 7z" />,
);
