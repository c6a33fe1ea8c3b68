import { lineIcon } from './icon-svg';

// Line icons drawn for FitThali on a 24px grid; all decorative, so the control that holds one
// carries the accessible name.

export const MenuIcon = lineIcon(<path d="M4 7h16M4 12h16M4 17h16" />);

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6L6 18" />);

export const UserIcon = lineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </>,
);

export const ArrowRightIcon = lineIcon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const InstagramIcon = lineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r=".6" fill="currentColor" />
  </>,
);

export const WhatsAppIcon = lineIcon(
  <>
    <path d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8.1 19z" />
    <path d="M9 8.5c0 3.5 2.8 6.5 6.5 6.5l1-1.6-2-1-1 .9a4.8 4.8 0 0 1-2.8-2.8l.9-1-1-2z" />
  </>,
);

export const MailIcon = lineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);

export const PhoneIcon = lineIcon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);

export const MapPinIcon = lineIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const TruckIcon = lineIcon(
  <>
    <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);

export const LeafIcon = lineIcon(
  <>
    <path d="M5 19C5 10 10 5 20 4c0 9-5 15-13 15" />
    <path d="M5 19c3-4 6-7 10-9" />
  </>,
);

export const ChefHatIcon = lineIcon(
  <>
    <path d="M7 14a4 4 0 1 1 1.2-7.8 4.5 4.5 0 0 1 7.6 0A4 4 0 1 1 17 14v6H7z" />
    <path d="M7 17h10" />
  </>,
);

export const VideoIcon = lineIcon(
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
  </>,
);

export const CalendarIcon = lineIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
