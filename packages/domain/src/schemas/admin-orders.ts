import { z } from 'zod';
import { API_MSG, oneOfMessage } from '../api-messages.ts';
import { SUBSCRIPTION_STATUSES } from '../subscription-status.ts';
import { pagedQuery } from './admin-paging.ts';
import { uuid } from './ids.ts';

/** GET /api/admin/subscriptions: a page of orders, optionally of one status. */
export const subscriptionListQuery = pagedQuery({
  status: z
    .enum(SUBSCRIPTION_STATUSES, { error: oneOfMessage('status', SUBSCRIPTION_STATUSES) })
    .optional(),
});

/** PUT /api/admin/cancel-subscription/:id */
export const cancelSubscriptionParams = z.object({ id: uuid(API_MSG.invalidSubscriptionId) });

/** GET /api/admin/user-subscriptions/:userId: one customer's whole history, a bigger page. */
export const userSubscriptionsParams = z.object({ userId: uuid(API_MSG.invalidUserId) });
export const userSubscriptionsQuery = pagedQuery({}, 200);

/** GET /api/admin/users */
export const userListQuery = pagedQuery({});
