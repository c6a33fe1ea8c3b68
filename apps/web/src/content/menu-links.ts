// Kept apart from the menus themselves, so the header and the menu switcher load no menu data.

export type MenuId = 'high-protein' | 'weightloss' | 'diabetic' | 'muscle-gain' | 'office';

/** Every weekly menu with its route (SPEC §2.1; the mapping is decision 9 in docs/decisions.md). */
export const MENU_LINKS: readonly { id: MenuId; path: string; label: string }[] = [
  { id: 'high-protein', path: '/my-meal-plans', label: 'High Protein' },
  { id: 'weightloss', path: '/weightloss-meal-plan', label: 'Weight Loss' },
  { id: 'diabetic', path: '/balanced-diet-plan', label: 'Diabetic Diet' },
  { id: 'muscle-gain', path: '/muscle-gain-meal-plan', label: 'Muscle Gain' },
  { id: 'office', path: '/office-menu-plan', label: 'Office' },
];
