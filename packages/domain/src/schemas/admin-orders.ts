import { z } from 'zod';
import { API_MSG, oneOfMessage } from '../api-messages.ts';
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

/** GET /api/admin/user-subscriptions/:userId: one customer's whole history, a bigger page. */
export const userSubscriptionsParams = z.object({ userId: uuid(API_MSG.invalidUserId) });
export const userSubscriptionsQuery = pagedQuery({}, 200);

/** GET /api/admin/users */
export const userListQuery = pagedQuery({});
