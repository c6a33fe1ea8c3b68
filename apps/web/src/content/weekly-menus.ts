import type { PlanId } from '@fitthali/domain/plans';

export const MENU_TYPES = ['Veg', 'Non-Veg'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/**
 * A weekly menu page (SPEC §2.14). What it serves is the operator's published menu for the current
 * week (decision 176), rendered by the server into the page; this holds only the page's own words.
 */
export type WeeklyMenu = {
  /** The route that shows this menu (SPEC §2.1; the mapping is decision 9 in docs/decisions.md). */
  path: string;
  title: string;
  /** The plan page a customer subscribes on, and whose menu this page shows. */
  planId: PlanId;
  planPath: string;
  intro: string;
};

export const HIGH_PROTEIN_MENU: WeeklyMenu = {
  path: '/my-meal-plans',
  title: 'High Protein Meal Plan',
  planId: 'high-protein',
  planPath: '/high-protein-plan',
  intro:
    'Protein at the centre of every lunch and dinner: paneer, soya, dal and eggs, chicken and fish, with whole grains for energy.',
};

export const WEIGHTLOSS_MENU: WeeklyMenu = {
  path: '/weightloss-meal-plan',
  title: 'Weight Loss Meal Plan',
  planId: 'weightloss',
  planPath: '/weightloss-plan',
  intro:
    'Light, high-fibre lunches and dinners, portioned to keep you full while you lose weight steadily.',
};

export const DIABETIC_MENU: WeeklyMenu = {
  path: '/balanced-diet-plan',
  title: 'Diabetic Diet Plan',
  planId: 'diabetic',
  planPath: '/diabetic-plan',
  intro:
    'Low-glycaemic lunches and dinners built on whole grains, vegetables and lean protein, with no added sugar.',
};

export const MUSCLE_GAIN_MENU: WeeklyMenu = {
  path: '/muscle-gain-meal-plan',
  title: 'Muscle Gain Meal Plan',
  planId: 'custom',
  planPath: '/custom-meal-plan',
  intro:
    'Generous portions with extra protein and complex carbohydrates for training days and recovery.',
};

export const OFFICE_MENU: WeeklyMenu = {
  path: '/office-menu-plan',
  title: 'Office Weekly Meal Plan',
  planId: 'office-employee',
  planPath: '/employee-meal-plan',
  intro:
    'Balanced, light tiffins that travel well and keep you alert through the afternoon, Monday to Sunday.',
};

/** One menu page per plan. */
export const WEEKLY_MENUS: readonly WeeklyMenu[] = [
  HIGH_PROTEIN_MENU,
  WEIGHTLOSS_MENU,
  DIABETIC_MENU,
  MUSCLE_GAIN_MENU,
  OFFICE_MENU,
];
