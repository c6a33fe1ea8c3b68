import { lineIcon } from './icon-svg';

// Line icons of single pages (profile, addresses, admin, checkout, blog) on the same 24px grid as
// icons.tsx. They live apart from the shell's icons so that the header, footer and location chip,
// which every page loads, do not carry them (decision 82). All are decorative: the
// control holding one carries the accessible name.

export const UsersIcon = lineIcon('users');

export const ReceiptIcon = lineIcon('receipt');

export const TagIcon = lineIcon('tag');

export const LogOutIcon = lineIcon('log-out');

export const TrashIcon = lineIcon('trash');

export const PencilIcon = lineIcon('pencil');

export const PlusIcon = lineIcon('plus');

export const AlertIcon = lineIcon('alert');
