import { z } from 'zod';
import { CASH_MSG } from '../cash-messages.ts';
import { isIsoDate } from '../dates.ts';
import { DELIVERY_MSG } from '../delivery-messages.ts';
import { MSG } from '../messages.ts';
import { KITCHEN_SLOTS } from '../plans.ts';
import { deliverableAddressSchema } from './address-book.ts';
import { uuid, uuidOrNotFound } from './ids.ts';

/** /api/user/deliveries/:id/*: one of the customer's own deliveries. */
export const ownDeliveryParams = z.object({ id: uuidOrNotFound(DELIVERY_MSG.deliveryNotFound) });

/** /api/user/subscriptions/:id (and its pause, resume): one of the customer's own orders. */
export const ownSubscriptionParams = z.object({ id: uuidOrNotFound(MSG.orderNotFound) });

const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isIsoDate, { error: message });

const pauseDate = calendarDate(DELIVERY_MSG.invalidPauseDates);

/** POST …/pause: from a day, until a day (both included) or, without `until`, until resumed. */
export const pauseBody = z.object(
  { from: pauseDate, until: pauseDate.nullish() },
  { error: DELIVERY_MSG.invalidPauseDates },
);

const reason = z
  .string({ error: DELIVERY_MSG.reasonTooLong })
  .trim()
  .max(500, { error: DELIVERY_MSG.reasonTooLong });

/**
 * An admin acting for a customer (a phone order): with a reason the cut-off is overridden and the
 * reason goes into the order's audit trail.
 */
export const adminChangeBody = z.object({ reason: reason.optional() }).nullish();

export const adminPauseBody = pauseBody.extend({ reason: reason.optional() });

/** A new address for every remaining delivery, or for the deliveries of one date. */
export const addressChangeBody = z.object(
  {
    address: deliverableAddressSchema,
    date: calendarDate(DELIVERY_MSG.invalidDate).optional(),
    reason: reason.optional(),
  },
  { error: DELIVERY_MSG.invalidAddressChange },
);

/** The run sheet marks a delivery missed with what went wrong. */
export const missedBody = z.object(
  { reason: reason.min(1, { error: DELIVERY_MSG.missedNeedsReason }) },
  { error: DELIVERY_MSG.missedNeedsReason },
);

/** "Mark all remaining delivered" for one date and kitchen slot. */
export const slotDeliveredBody = z.object(
  {
    date: calendarDate(DELIVERY_MSG.invalidSlot),
    slot: z.enum(KITCHEN_SLOTS, { error: DELIVERY_MSG.invalidSlot }),
  },
  { error: DELIVERY_MSG.invalidSlot },
);

/** The most meals one stop's "Cash collected" records at once: far more than one door takes. */
export const MAX_STOP_MEALS = 100;

/**
 * POST /api/admin/deliveries/cash: one stop's "Cash collected" (issue 25 point 8), naming the
 * stop's meals whose orders' cash was taken at the door. No amount: each order's is the server's.
 */
export const stopCashBody = z.object(
  {
    deliveryIds: z
      .array(uuid(CASH_MSG.invalidStop), { error: CASH_MSG.invalidStop })
      .min(1, { error: CASH_MSG.invalidStop })
      .max(MAX_STOP_MEALS, { error: CASH_MSG.invalidStop }),
  },
  { error: CASH_MSG.invalidStop },
);
