// Kept apart from the menus themselves, so the header and the menu switcher load no menu data.
import type { PlanId } from '@fitthali/domain/plans';

/**
 * Every weekly menu with its route (SPEC §2.1; the mapping is decision 9 in docs/decisions.md),
 * one per plan: the page shows that plan's published menu.
 */
export const MENU_LINKS: readonly { planId: PlanId; path: string; label: string }[] = [
  { planId: 'high-protein', path: '/my-meal-plans', label: 'High Protein' },
  { planId: 'weightloss', path: '/weightloss-meal-plan', label: 'Weight Loss' },
  { planId: 'diabetic', path: '/balanced-diet-plan', label: 'Diabetic Diet' },
  { planId: 'custom', path: '/muscle-gain-meal-plan', label: 'Muscle Gain' },
  { planId: 'office-employee', path: '/office-menu-plan', label: 'Office' },
];
