// Finding a plan by any name it goes by (a payload, a stored row, an older screen). Apart from the
// catalogue (plans.ts), which every page's header and footer read, so those pages do not download
// the aliases and the lookup.

import { PLANS, type PlanDefinition, type PlanId } from './plans.ts';

// Case and spacing vary between screens, payloads and stored rows ('weight loss', 'OFFICE'),
// so lookups compare a normalised key.
function lookupKey(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Other names each plan goes by in the spec, menus and older payloads.
 */
export const PLAN_ALIASES: Readonly<Record<PlanId, readonly string[]>> = {
  'high-protein': ['High Protein Plan', 'High-Protein', 'High Protein Meal Plan'],
  weightloss: ['Weight Loss', 'Weightloss Plan', 'Weight Loss Plan', 'Weight-Loss'],
  diabetic: ['Diabetic', 'Diabetic Plan', 'Diabetic Diet Plan', 'Diabetes'],
  custom: ['Muscle Gain', 'Muscle Gain Plan', 'Muscle Gain Meal Plan', 'Custom', 'Custom Plan'],
  'office-employee': [
    'Office',
    'Office Employee Plan',
    'Employee',
    'Employee Meal Plan',
    'Office Menu',
  ],
};

let planByKey: ReadonlyMap<string, PlanDefinition> | undefined;

export function findPlan(idOrName: string): PlanDefinition | undefined {
  if (typeof idOrName !== 'string') return undefined;
  planByKey ??= new Map(
    PLANS.flatMap((plan) =>
      [plan.id, plan.name, ...PLAN_ALIASES[plan.id]].map((key) => [lookupKey(key), plan] as const),
    ),
  );
  return planByKey.get(lookupKey(idOrName));
}
