import type { PaymentStatus } from '@fitthali/domain/payment-status';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { Page, Transaction } from './types';

export type TransactionFilter = {
  status?: PaymentStatus;
  mode?: 'COD' | 'Online';
  limit: number;
  offset: number;
};

/** GET /api/admin/transactions: every payment record, newest first. */
export function listTransactions(filter: TransactionFilter, signal?: AbortSignal) {
  return apiRequest<{ transactions: Transaction[] } & Page>('/api/admin/transactions', {
    session: adminSession,
    query: filter,
    signal,
  });
}
