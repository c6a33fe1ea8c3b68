import type { PaymentStatus } from '@fitthali/domain/payment-status';
import type { AdminCancelBody } from '@fitthali/domain/schemas/admin-orders';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/admin/cancel-subscription/{id}: by the refund policy (the list's Cancel sends no body),
 * or money instead with the admin's reason (the order page).
 */
export function cancelSubscription(id: string, choice?: AdminCancelBody) {
  return apiRequest<{
    subscription: {
      _id: string;
      status: string;
      paymentStatus?: PaymentStatus;
      paymentStanding?: string;
    };
    refund: { amount: number; status: string } | null;
    creditsAdded: number;
  }>(`/api/admin/cancel-subscription/${encodeURIComponent(id)}`, {
    session: adminSession,
    method: 'PUT',
    ...(choice ? { body: choice } : {}),
  });
}
