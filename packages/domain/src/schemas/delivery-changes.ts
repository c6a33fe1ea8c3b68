import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { DELIVERY_MSG } from '../delivery-messages.ts';
import { MSG } from '../messages.ts';
import { uuidOrNotFound } from './ids.ts';

/** /api/user/deliveries/:id/*: one of the customer's own deliveries. */
export const ownDeliveryParams = z.object({ id: uuidOrNotFound(DELIVERY_MSG.deliveryNotFound) });

/** /api/user/subscriptions/:id (and its pause, resume): one of the customer's own orders. */
export const ownSubscriptionParams = z.object({ id: uuidOrNotFound(MSG.orderNotFound) });

const pauseDate = z
  .string({ error: DELIVERY_MSG.invalidPauseDates })
  .refine(isIsoDate, { error: DELIVERY_MSG.invalidPauseDates });

/** POST …/pause: from a day, until a day (both included) or, without `until`, until resumed. */
export const pauseBody = z.object(
  { from: pauseDate, until: pauseDate.nullish() },
  { error: DELIVERY_MSG.invalidPauseDates },
);

/** An admin acting for a customer; a reason is required to override the cut-off. */
export const adminChangeBody = z
  .object({
    overrideCutOff: z.boolean().optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .optional();
