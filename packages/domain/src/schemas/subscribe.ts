import { z } from 'zod';
import { CREDIT_MSG } from '../credit-messages.ts';
import { isIsoDate } from '../dates.ts';
import { parseDurationLabel } from '../durations.ts';
import { MSG } from '../messages.ts';
import { MEAL_OPTIONS, PAYMENT_MODES, SLOTS } from '../plans.ts';
import { parseWeekday } from '../weekdays.ts';
import { addressSchema } from './address.ts';
import { text } from './fields.ts';

// The payload the confirm and payment pages post (SPEC §3). This checks shape only; whether the
// price, discount and dates are right for the plan is recomputed by the server from its live
// catalogue (pricing.ts), its coupons table (coupons.ts) and delivery-dates.ts / cut-off.ts. The plan stays free text because the confirm page prices an
// unknown plan at the fallback rate (SPEC §9) instead of refusing it.

const isoDate = (message: string) =>
  text(message).refine((value) => isIsoDate(value), { error: message });

const rupees = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message });

export const subscribePayloadSchema = z
  .object(
    {
      plan: text(MSG.invalidPlan)
        .trim()
        .max(100, { error: MSG.invalidPlan, abort: true })
        .min(1, { error: MSG.invalidPlan }),
      slot: z.enum(SLOTS, { error: MSG.invalidSlot }),
      mealOption: z.enum(MEAL_OPTIONS, { error: MSG.invalidMealOption }),
      duration: text(MSG.invalidDuration)
        .max(40, { error: MSG.invalidDuration, abort: true })
        .refine((label) => parseDurationLabel(label) !== undefined, { error: MSG.invalidDuration }),
      days: z
        .number({ error: MSG.invalidDuration })
        .int({ error: MSG.invalidDuration })
        .positive({ error: MSG.invalidDuration }),
      startDate: isoDate(MSG.invalidStartDate),
      // The customer walk covers at most 60 calendar days, so more dates than that is not a plan.
      deliveryDates: z
        .array(isoDate(MSG.invalidDeliveryDates), { error: MSG.invalidDeliveryDates })
        .max(60, { error: MSG.invalidDeliveryDates }),
      address: addressSchema,
      totalPrice: rupees(MSG.invalidTotalPrice),
      discount: rupees(MSG.invalidDiscount),
      couponCode: text(MSG.invalidCouponCode)
        .trim()
        .max(50, { error: MSG.invalidCouponCode })
        .nullable()
        .optional(),
      paymentMode: z.enum(PAYMENT_MODES, { error: MSG.invalidPaymentMode }),
      /** Meal credits to spend (issue 14 point 4); the server decides how many apply. */
      credits: z
        .number({ error: CREDIT_MSG.invalidCredits })
        .int({ error: CREDIT_MSG.invalidCredits })
        .min(0, { error: CREDIT_MSG.invalidCredits })
        .max(200, { error: CREDIT_MSG.invalidCredits })
        .optional(),
      selectedDays: z
        .array(
          text(MSG.invalidSelectedDays).refine((name) => parseWeekday(name) !== undefined, {
            error: MSG.invalidSelectedDays,
          }),
          { error: MSG.invalidSelectedDays },
        )
        .max(7, { error: MSG.invalidSelectedDays }),
    },
    { error: MSG.invalidSubscription },
  )
  .refine((payload) => parseDurationLabel(payload.duration) === payload.days, {
    error: MSG.durationMismatch,
    path: ['days'],
  });

export type SubscribePayload = z.infer<typeof subscribePayloadSchema>;
