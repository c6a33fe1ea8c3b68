import type { PaymentStatus } from '@fitthali/domain/payment-status';
import { adminRequest } from './admin-request';
import type { Page, Transaction } from './types';

export type TransactionFilter = {
  status?: PaymentStatus;
  mode?: 'COD' | 'Online';
  limit: number;
  offset: number;
};

/** GET /api/admin/transactions: every payment record, newest first. */
export function listTransactions(filter: TransactionFilter, signal?: AbortSignal) {
  return adminRequest<{ transactions: Transaction[] } & Page>('/api/admin/transactions', {
    query: filter,
    signal,
  });
}
