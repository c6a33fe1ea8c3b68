import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { PREFS_MSG } from '../dish-preference-messages.ts';
import { MAX_AVOIDS_SENT, normaliseAvoids } from '../dish-preferences.ts';
import { type Avoidable, isAvoidable } from '../dishes.ts';
import { MEAL_OPTIONS, SLOTS } from '../plans.ts';

/**
 * PUT /api/user/preferences: `{ avoids: [Avoidable…] }`. A key we do not know is refused with a
 * sentence naming it (a typo must not silently drop an allergy); duplicates are folded and the
 * list sorted, as stored.
 */
export const preferencesBody = z.object({
  avoids: z
    .array(z.string({ error: PREFS_MSG.avoidsNotAList }), { error: PREFS_MSG.avoidsNotAList })
    .max(MAX_AVOIDS_SENT, { error: PREFS_MSG.tooManyAvoids })
    .superRefine((keys, ctx) => {
      const unknown = keys.find((key) => !isAvoidable(key));
      if (unknown !== undefined)
        ctx.addIssue({ code: 'custom', message: PREFS_MSG.unknownAvoid(unknown) });
    })
    .transform((keys) => normaliseAvoids(keys as Avoidable[])),
});
export type PreferencesBody = z.infer<typeof preferencesBody>;

/**
 * GET /api/user/preferences/check?plan&mealOption&slot&startDate: the plan by its name (as GET
 * /api/plans gives it), the meal option, the order's slot and the chosen start date.
 */
export const preferencesCheckQuery = z.object({
  plan: z
    .string({ error: PREFS_MSG.planRequired })
    .trim()
    .min(1, { error: PREFS_MSG.planRequired })
    .max(100, { error: PREFS_MSG.planRequired }),
  mealOption: z.enum(MEAL_OPTIONS, { error: PREFS_MSG.mealOptionRequired }),
  slot: z.enum(SLOTS, { error: PREFS_MSG.slotRequired }),
  startDate: z
    .string({ error: PREFS_MSG.startDateRequired })
    .refine(isIsoDate, { error: PREFS_MSG.startDateRequired }),
});
export type PreferencesCheckQuery = z.infer<typeof preferencesCheckQuery>;
