import { z } from 'zod';
import { API_MSG } from '../api-messages.ts';
import { addDays, isIsoDate, todayInIndia } from '../dates.ts';
import { KITCHEN_SLOTS, type KitchenSlot } from '../plans.ts';

export { KITCHEN_SLOTS, type KitchenSlot };

/** Absent and empty both mean "not chosen", as a form with nothing picked sends it. */
const unlessEmpty = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /api/admin/kitchen(.csv): the sheet the kitchen cooks from is tomorrow's lunch unless a date
 * and slot are chosen.
 */
export const kitchenQuery = z.object({
  date: z.preprocess(
    unlessEmpty,
    z
      .custom<string>((value) => isIsoDate(value), { error: API_MSG.invalidKitchenDate })
      .optional()
      .transform((date) => date ?? addDays(todayInIndia(), 1)),
  ),
  slot: z.preprocess(
    unlessEmpty,
    z.enum(KITCHEN_SLOTS, { error: API_MSG.invalidKitchenSlot }).default('Lunch'),
  ),
});
