import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { CashDueOrder } from './money-types';
import type { Page } from './types';

/** GET /api/admin/cash-due: COD orders not collected by their third delivery, oldest first. */
export function listCashDue(paging: { limit: number; offset: number }, signal?: AbortSignal) {
  return apiRequest<{ orders: CashDueOrder[] } & Page>('/api/admin/cash-due', {
    session: adminSession,
    query: paging,
    signal,
  });
}
