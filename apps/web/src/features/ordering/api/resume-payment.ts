import { apiRequest } from '../../../lib/api-client';
import { readPayment, type SubscriptionAnswer } from './create-subscription';

/**
 * POST /api/user/subscriptions/:id/pay: the payment step again for an online order left unpaid
 * (issue 11 point 5): the same order and the same gateway order, never a new one.
 */
export async function resumePayment(subscriptionId: string): Promise<SubscriptionAnswer> {
  const body = await apiRequest<{
    subscriptionId?: unknown;
    status?: unknown;
    totalPrice?: unknown;
    payment?: unknown;
  }>(`/api/user/subscriptions/${encodeURIComponent(subscriptionId)}/pay`, { method: 'POST' });
  return {
    subscriptionId,
    status: typeof body.status === 'string' ? body.status : 'pending',
    totalPrice: typeof body.totalPrice === 'number' ? body.totalPrice : 0,
    payment: readPayment(body.payment),
  };
}
