import { adminRequest } from './admin-request';
import type { Page, UnappliedPayment } from './types';

/** GET /api/admin/unapplied-payments: captured payments flagged for refund, newest first. */
export function listUnappliedPayments(
  paging: { limit: number; offset: number },
  signal?: AbortSignal,
) {
  return adminRequest<{ payments: UnappliedPayment[] } & Page>('/api/admin/unapplied-payments', {
    query: paging,
    signal,
  });
}
