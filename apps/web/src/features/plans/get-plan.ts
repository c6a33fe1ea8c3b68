import { PLANS, type PlanDefinition, type PlanId } from '@fitthali/domain/plans';

/** Plan pages name their plan by id, so a miss is a programming error rather than bad input. */
export function getPlan(id: PlanId): PlanDefinition {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan id: ${id}`);
  return plan;
}
