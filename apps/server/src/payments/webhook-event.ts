import { hasControlCharacters } from '@fitthali/domain/control-characters';
import { z } from 'zod';

const id = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => !hasControlCharacters(value));

/**
 * The part of a Razorpay webhook event we act on. Anything else in the body is ignored, but what
 * we read must have the right type: a null body or an id that is a number is refused with 400,
 * never stored.
 */
export const webhookEventSchema = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id,
            order_id: id.nullable().optional(),
            amount: z.number().int().min(0).max(1e12).optional(),
          }),
        })
        .optional(),
      // refund.processed / refund.failed (issue 14): `receipt` is our refund's id, which finds the
      // refund even when the event arrives before the gateway's answer to our call was stored.
      refund: z
        .object({
          entity: z.object({
            id,
            payment_id: id.nullable().optional(),
            amount: z.number().int().min(0).max(1e12).optional(),
            receipt: z.string().max(200).nullable().optional(),
            status: z.string().max(40).optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});
