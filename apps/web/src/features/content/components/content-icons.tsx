import { lineIcon } from '../../../components/ui/icon-svg';

// Icons only the content pages use, drawn on the same 24 px grid as components/ui/icons.

export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const ChevronDownIcon = lineIcon(<path d="M6 9l6 6 6-6" />);
