import { z } from 'zod';
import { API_MSG, oneOfMessage } from '../api-messages.ts';
import { PAYMENT_STATUSES } from '../payment-status.ts';
import { PAYMENT_MODES } from '../plans.ts';
import { pagedQuery } from './admin-paging.ts';

/** GET /api/admin/unapplied-payments */
export const unappliedPaymentListQuery = pagedQuery({});

/** GET /api/admin/transactions: a page of payments, by status and mode. */
export const transactionListQuery = pagedQuery({
  status: z.enum(PAYMENT_STATUSES, { error: oneOfMessage('status', PAYMENT_STATUSES) }).optional(),
  mode: z.enum(PAYMENT_MODES, { error: API_MSG.invalidTransactionMode }).optional(),
});
