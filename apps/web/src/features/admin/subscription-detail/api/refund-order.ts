import type { RefundCeiling } from '@fitthali/domain/refunds';
import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { AdminRefund } from '../../../refunds/api/types';

/**
 * POST /api/admin/subscriptions/:id/refunds: a money refund of the order's online payment with the
 * admin's reason. The key names this refund: a double click or a retry makes no second one.
 */
export function refundOrder(id: string, amount: number, reason: string, idempotencyKey: string) {
  return apiRequest<{
    refund: AdminRefund;
    refundable: number | null;
    refundCeiling: RefundCeiling | null;
  }>(`/api/admin/subscriptions/${encodeURIComponent(id)}/refunds`, {
    session: adminSession,
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { amount, reason: reason.trim() },
  });
}
