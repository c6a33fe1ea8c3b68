// The plan catalogue the storefront sells (SPEC §1, §2.10, §3). Screens and the server both look
// plans up here so a plan's name, page and starting price are never spelled twice.

export type PlanId = 'high-protein' | 'weightloss' | 'diabetic' | 'custom' | 'office-employee';

export interface PlanDefinition {
  id: PlanId;
  /** The name customers see on cards, plan pages and their profile. */
  name: string;
  /** The plan page route (SPEC §2.1). */
  path: string;
  /** Lowest rupees per meal, quoted on the plan card (SPEC §3). */
  startingPrice: number;
  description: string;
}

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'high-protein',
    name: 'High Protein',
    path: '/high-protein-plan',
    startingPrice: 239,
    description:
      'Protein-rich lunches and dinners built around paneer, eggs, chicken and lentils. ' +
      'Made for people who train and want to build strength without counting every gram.',
  },
  {
    id: 'weightloss',
    name: 'Weightloss',
    path: '/weightloss-plan',
    startingPrice: 169,
    description:
      'Portion-controlled, calorie-aware meals that still taste like home food. ' +
      'High in fibre and protein so you stay full while the kilos come off.',
  },
  {
    id: 'diabetic',
    name: 'Diabetic Diet',
    path: '/diabetic-plan',
    startingPrice: 219,
    description:
      'Low-glycaemic meals with whole grains, vegetables and lean protein and no added sugar. ' +
      'Planned to help keep blood sugar steady through the day.',
  },
  {
    id: 'custom',
    name: 'Custom Meal Plan',
    path: '/custom-meal-plan',
    startingPrice: 209,
    description:
      'A muscle-gain plan you shape yourself: pick the days, slot and meal type that fit your ' +
      'routine. Generous portions with extra protein and complex carbs for recovery.',
  },
  {
    id: 'office-employee',
    name: 'Office Employee',
    path: '/employee-meal-plan',
    startingPrice: 159,
    description:
      'Balanced, light meals delivered to your desk so a busy workday does not mean junk food. ' +
      'Our most affordable plan, from 159 rupees a meal.',
  },
];

export const MEAL_OPTIONS = ['Veg', 'Non-Veg'] as const;
export type MealOption = (typeof MEAL_OPTIONS)[number];

export const SLOTS = ['Lunch', 'Dinner', 'Lunch + Dinner'] as const;
export type Slot = (typeof SLOTS)[number];
export const DEFAULT_SLOT: Slot = 'Lunch';

/**
 * What the kitchen cooks for: one meal time. A Lunch + Dinner order is on both sheets, so this is
 * not the customer's slot.
 */
export const KITCHEN_SLOTS = ['Lunch', 'Dinner'] as const;
export type KitchenSlot = (typeof KITCHEN_SLOTS)[number];

export const PAYMENT_MODES = ['COD', 'Online'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export function isMealOption(value: unknown): value is MealOption {
  return (MEAL_OPTIONS as readonly unknown[]).includes(value);
}

export function isSlot(value: unknown): value is Slot {
  return (SLOTS as readonly unknown[]).includes(value);
}

export function isPaymentMode(value: unknown): value is PaymentMode {
  return (PAYMENT_MODES as readonly unknown[]).includes(value);
}
