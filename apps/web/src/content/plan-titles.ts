import type { PlanId } from '@fitthali/domain/plans';

// The catalogue's short names ('High Protein') read well in tables; cards and plan pages use
// the full titles customers know from the menu.
export const PLAN_TITLES: Readonly<Record<PlanId, string>> = {
  'high-protein': 'High Protein Meal Plan',
  weightloss: 'Weightloss Meal Plan',
  diabetic: 'Diabetic Diet Meal Plan',
  custom: 'Custom Meal Plan',
  'office-employee': 'Office Employee Meal Plan',
};

/** One line under each title saying who the plan is for. */
export const PLAN_AUDIENCES: Readonly<Record<PlanId, string>> = {
  'high-protein': 'For gym-goers and active days',
  weightloss: 'For steady, sustainable fat loss',
  diabetic: 'For steady blood sugar',
  custom: 'For muscle gain, your way',
  'office-employee': 'For busy workdays',
};
