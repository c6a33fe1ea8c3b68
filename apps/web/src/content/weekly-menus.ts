import type { PlanId } from '@fitthali/domain/plans';
import { SEED_ILLUSTRATIONS, SEED_MENUS, type SeedMenuRow } from '@fitthali/domain/seed-menus';
import { MONDAY_FIRST, type Weekday } from '@fitthali/domain/weekdays';
import { cardImage, type Illustration } from './images';
import type { MenuId } from './menu-links';

export const MENU_TYPES = ['Veg', 'Non-Veg'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export type MenuEntry = {
  day: Weekday;
  lunch: string;
  dinner: string;
  /**
   * The meal's energy in kcal. SPEC §3 calls it "a protein figure in Kcal"; a kcal figure is energy,
   * so every menu labels it Calories (decision 51).
   */
  kcal: number;
  image: Illustration;
};

export type WeeklyMenu = {
  id: MenuId;
  /** The route that shows this menu (SPEC §2.1; the mapping is decision 9 in docs/decisions.md). */
  path: string;
  title: string;
  /** The plan page a customer subscribes on. */
  planId: PlanId;
  planPath: string;
  intro: string;
  menus: Record<MenuType, MenuEntry[]>;
};

function week(rows: readonly SeedMenuRow[]): MenuEntry[] {
  // Menus read Monday to Sunday (SPEC §2.14), the order the domain keeps for every day list.
  if (rows.length !== MONDAY_FIRST.length) throw new Error('a weekly menu has one row per weekday');
  return rows.map(([lunch, dinner, kcal, dish], i) => ({
    day: MONDAY_FIRST[i] as Weekday,
    lunch,
    dinner,
    kcal,
    image: cardImage(`dishes/${dish}.svg`, SEED_ILLUSTRATIONS[dish]),
  }));
}

export const HIGH_PROTEIN_MENU: WeeklyMenu = {
  id: 'high-protein',
  path: '/my-meal-plans',
  title: 'High Protein Meal Plan',
  planId: 'high-protein',
  planPath: '/high-protein-plan',
  intro:
    'Protein at the centre of every lunch and dinner: paneer, soya, dal and eggs, chicken and fish, with whole grains for energy.',
  menus: {
    Veg: week(SEED_MENUS['high-protein'].Veg),
    'Non-Veg': week(SEED_MENUS['high-protein']['Non-Veg']),
  },
};

export const WEIGHTLOSS_MENU: WeeklyMenu = {
  id: 'weightloss',
  path: '/weightloss-meal-plan',
  title: 'Weight Loss Meal Plan',
  planId: 'weightloss',
  planPath: '/weightloss-plan',
  intro:
    'Light, high-fibre lunches and dinners, portioned to keep you full while you lose weight steadily.',
  menus: {
    Veg: week(SEED_MENUS['weightloss'].Veg),
    'Non-Veg': week(SEED_MENUS['weightloss']['Non-Veg']),
  },
};

export const DIABETIC_MENU: WeeklyMenu = {
  id: 'diabetic',
  path: '/balanced-diet-plan',
  title: 'Diabetic Diet Plan',
  planId: 'diabetic',
  planPath: '/diabetic-plan',
  intro:
    'Low-glycaemic lunches and dinners built on whole grains, vegetables and lean protein, with no added sugar.',
  menus: {
    Veg: week(SEED_MENUS['diabetic'].Veg),
    'Non-Veg': week(SEED_MENUS['diabetic']['Non-Veg']),
  },
};

export const MUSCLE_GAIN_MENU: WeeklyMenu = {
  id: 'muscle-gain',
  path: '/muscle-gain-meal-plan',
  title: 'Muscle Gain Meal Plan',
  planId: 'custom',
  planPath: '/custom-meal-plan',
  intro:
    'Generous portions with extra protein and complex carbohydrates for training days and recovery.',
  menus: {
    Veg: week(SEED_MENUS.custom.Veg),
    'Non-Veg': week(SEED_MENUS.custom['Non-Veg']),
  },
};

export const OFFICE_MENU: WeeklyMenu = {
  id: 'office',
  path: '/office-menu-plan',
  title: 'Office Weekly Meal Plan',
  planId: 'office-employee',
  planPath: '/employee-meal-plan',
  intro:
    'Balanced, light tiffins that travel well and keep you alert through the afternoon, Monday to Sunday.',
  menus: {
    Veg: week(SEED_MENUS['office-employee'].Veg),
    'Non-Veg': week(SEED_MENUS['office-employee']['Non-Veg']),
  },
};
