import { lineIcon } from '../../../components/ui/icon-svg';

// Icons only the admin screens use, kept out of the storefront's shared icon file.

export const GridIcon = lineIcon('grid');

export const ChartIcon = lineIcon('chart');

export const SettingsIcon = lineIcon('settings');

export const ClipboardIcon = lineIcon('clipboard');

/** A sidebar with an arrow: collapse when pointing left, expand when flipped by CSS. */
export const SidebarIcon = lineIcon('sidebar');

export const CashIcon = lineIcon('cash');

/** A bowl with steam: the dish catalogue. */
export const BowlIcon = lineIcon('bowl');

/** A star: what customers think of the dishes. */
export const StarIcon = lineIcon('star');
