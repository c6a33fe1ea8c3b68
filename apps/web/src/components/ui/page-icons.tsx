import { lineIcon } from './icon-svg';

// Line icons of single pages (profile, addresses, admin, checkout, blog) on the same 24px grid as
// icons.tsx. They live apart from the shell's icons so that the header, footer and location chip,
// which every page loads, do not carry them (decision 82). All are decorative: the
// control holding one carries the accessible name.

export const UsersIcon = lineIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c1-3.5 3.5-5.5 6.5-5.5s5.5 2 6.5 5.5" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c1.7.8 2.9 2.5 3.5 5.2" />
  </>,
);

export const ReceiptIcon = lineIcon(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);

export const TagIcon = lineIcon(
  <>
    <path d="M3 12V4h8l10 10-8 8z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
  </>,
);

export const LogOutIcon = lineIcon(
  <>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17l-5-5 5-5M5 12h11" />
  </>,
);

export const TrashIcon = lineIcon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" />
    <path d="M9 7V4h6v3" />
  </>,
);

export const PencilIcon = lineIcon(
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </>,
);

export const PlusIcon = lineIcon(<path d="M12 5v14M5 12h14" />);

export const AlertIcon = lineIcon(
  <>
    <path d="M12 3l9.5 17h-19z" />
    <path d="M12 10v4M12 17.5v.01" />
  </>,
);
