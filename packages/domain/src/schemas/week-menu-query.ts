import { z } from 'zod';
import { MSG } from '../messages.ts';
import { findPlan } from '../plan-lookup.ts';
import type { PlanId } from '../plans.ts';

/** GET /api/menu/week?plan=: a plan by its id or any of its names ('high-protein', 'High Protein'). */
export const weekMenuQuery = z.object({
  plan: z.preprocess(
    (plan) => (typeof plan === 'string' ? findPlan(plan)?.id : undefined),
    z.custom<PlanId>((id) => typeof id === 'string', { error: MSG.unknownPlan }),
  ),
});
