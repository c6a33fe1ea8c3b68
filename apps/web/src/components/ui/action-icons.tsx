import { lineIcon } from './icon-svg';

// More line icons on the same 24px grid as icons.tsx, for account and location actions. All are
// decorative: the control holding one carries the accessible name.

export const RefreshIcon = lineIcon('refresh');

export const CrosshairIcon = lineIcon('crosshair');

export const SearchIcon = lineIcon('search');

export const CheckCircleIcon = lineIcon('check-circle');
