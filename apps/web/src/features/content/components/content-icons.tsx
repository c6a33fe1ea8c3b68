import { lineIcon } from '../../../components/ui/icon-svg';

// Icons only the content pages use, drawn on the same 24 px grid as components/ui/icons.

export const ClockIcon = lineIcon('clock');

export const ChevronDownIcon = lineIcon('chevron-down');
