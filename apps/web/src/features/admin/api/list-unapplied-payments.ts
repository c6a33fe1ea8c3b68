import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { Page, UnappliedPayment } from './types';

/** GET /api/admin/unapplied-payments: captured payments flagged for refund, newest first. */
export function listUnappliedPayments(
  paging: { limit: number; offset: number },
  signal?: AbortSignal,
) {
  return apiRequest<{ payments: UnappliedPayment[] } & Page>('/api/admin/unapplied-payments', {
    session: adminSession,
    query: paging,
    signal,
  });
}
