import { adminSession } from '../../../../lib/admin-session';
import { apiRequest } from '../../../../lib/api-client';
import type { AdminRefund } from '../../../refunds/api/types';

/** A refund in the admin's list, with the order it belongs to and its customer. */
export interface ListedRefund extends AdminRefund {
  orderNumber: string;
  customer: { name: string | null; phone: string | null };
}

/** GET /api/admin/refunds?status=failed: the refunds that kept failing (decision 90). */
export async function getFailedRefunds(signal?: AbortSignal): Promise<ListedRefund[]> {
  const body = await apiRequest<{ refunds: ListedRefund[] }>('/api/admin/refunds?status=failed', {
    session: adminSession,
    signal,
  });
  if (!Array.isArray(body.refunds)) throw new Error('no refunds in the answer');
  return body.refunds;
}

/** POST /api/admin/refunds/:id/retry: "Retry now". */
export function retryRefund(id: string) {
  return apiRequest<{ refund: AdminRefund | null }>(
    `/api/admin/refunds/${encodeURIComponent(id)}/retry`,
    { session: adminSession, method: 'POST', body: {} },
  );
}

/** POST /api/admin/refunds/:id/credit: "Issue as credit instead" (decision 98). */
export function issueRefundAsCredit(id: string) {
  return apiRequest<{ message: string; refund: AdminRefund; creditsAdded: number }>(
    `/api/admin/refunds/${encodeURIComponent(id)}/credit`,
    { session: adminSession, method: 'POST', body: {} },
  );
}
