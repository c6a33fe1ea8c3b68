import { z } from 'zod';
import { MSG } from '../messages.ts';

export const PLAN_PRICE_MIN = 1;
export const PLAN_PRICE_MAX = 10_000;

/**
 * A plan's price per meal as the admin sets it: whole rupees from ₹1 to ₹10,000. The upper bound
 * catches a slipped key (an extra zero) before customers see it. The price editor shows this
 * message beside the field; the server answers a 400 with it.
 */
export const planPriceSchema = z
  .number({ error: MSG.invalidPlanPrice })
  .int({ error: MSG.invalidPlanPrice })
  .min(PLAN_PRICE_MIN, { error: MSG.invalidPlanPrice })
  .max(PLAN_PRICE_MAX, { error: MSG.invalidPlanPrice });
