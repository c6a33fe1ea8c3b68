import { z } from 'zod';
import { API_MSG, oneOfMessage } from '../api-messages.ts';
import { CANCEL_MSG } from '../cancel-messages.ts';
import { REFUND_MSG } from '../refund-messages.ts';
import { SUBSCRIPTION_STATES } from '../subscription-status.ts';
import { pagedQuery } from './admin-paging.ts';
import { uuid } from './ids.ts';

/**
 * GET /api/admin/subscriptions: a page of orders, optionally of one status as the list shows it
 * (paused split out of active, decision 76).
 */
export const subscriptionListQuery = pagedQuery({
  status: z
    .enum(SUBSCRIPTION_STATES, { error: oneOfMessage('status', SUBSCRIPTION_STATES) })
    .optional(),
});

/** PUT /api/admin/cancel-subscription/:id */
export const cancelSubscriptionParams = z.object({ id: uuid(API_MSG.invalidSubscriptionId) });

/**
 * Its optional body (decision 96): `policy` (the default, also for no body or `{}`) applies the
 * customer's rule; `money` refunds `amount` rupees of the online payment (all that is left when
 * absent) with a written reason, instead of the rule's refund or credits.
 */
export const adminCancelBody = z
  .object({
    refund: z
      .enum(['policy', 'money'], { error: oneOfMessage('refund', ['policy', 'money']) })
      .default('policy'),
    amount: z
      .number({ error: REFUND_MSG.amountNotWhole })
      .int({ error: REFUND_MSG.amountNotWhole })
      .min(1, { error: REFUND_MSG.amountNotPositive })
      .max(10_000_000, { error: REFUND_MSG.amountNotWhole })
      .optional(),
    reason: z.string().trim().max(500, { error: REFUND_MSG.reasonTooLong }).optional(),
  })
  .refine((b) => b.refund === 'policy' || (b.reason ?? '').length > 0, {
    error: CANCEL_MSG.reasonRequired,
  })
  .nullish();

export type AdminCancelBody = z.infer<typeof adminCancelBody>;

/** GET /api/admin/user-subscriptions/:userId: one customer's whole history, a bigger page. */
export const userSubscriptionsParams = z.object({ userId: uuid(API_MSG.invalidUserId) });
export const userSubscriptionsQuery = pagedQuery({}, 200);

/** GET /api/admin/users */
export const userListQuery = pagedQuery({});
