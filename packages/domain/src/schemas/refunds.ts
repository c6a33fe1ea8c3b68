import { z } from 'zod';
import { API_MSG, oneOfMessage } from '../api-messages.ts';
import { REFUND_MSG } from '../refund-messages.ts';
import { REFUND_STATUSES } from '../refunds.ts';
import { uuid } from './ids.ts';

/** POST /api/admin/subscriptions/:id/refunds */
export const refundSubscriptionParams = z.object({ id: uuid(API_MSG.invalidSubscriptionId) });

/**
 * The admin's money refund (issue 14 point 2): whole rupees, more than zero, and a written reason.
 * Whether the amount fits what is left of the payment is the server's check, under the order lock.
 */
export const adminRefundBody = z.object({
  amount: z
    .number({ error: REFUND_MSG.amountNotWhole })
    .int({ error: REFUND_MSG.amountNotWhole })
    .min(1, { error: REFUND_MSG.amountNotPositive })
    .max(10_000_000, { error: REFUND_MSG.amountNotWhole }),
  reason: z
    .string({ error: REFUND_MSG.reasonRequired })
    .trim()
    .min(1, { error: REFUND_MSG.reasonRequired })
    .max(500, { error: REFUND_MSG.reasonTooLong }),
});
export type AdminRefundBody = z.infer<typeof adminRefundBody>;

/** GET /api/admin/refunds: the refunds of one status (the failed ones wait for the admin). */
export const refundListQuery = z.object({
  status: z
    .enum(REFUND_STATUSES, { error: oneOfMessage('status', REFUND_STATUSES) })
    .default('failed'),
});

/** POST /api/admin/refunds/:id/retry */
export const refundParams = z.object({ id: uuid(REFUND_MSG.refundNotFound) });
