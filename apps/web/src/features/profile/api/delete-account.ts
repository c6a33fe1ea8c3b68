import type { AccountClosing, ClosingFigures } from '@fitthali/domain/account-closing';
import { apiRequest } from '../../../lib/api-client';

/** What the delete dialog shows: the server's figures and its sentences for them (decision 131). */
export type AccountClosingPreview = AccountClosing & { lines: string[] };

/** GET /api/user/delete/preview: what deleting the account would do now, to the rupee. */
export async function getAccountClosing(): Promise<AccountClosingPreview> {
  const body = await apiRequest<{ closing?: AccountClosingPreview }>('/api/user/delete/preview');
  if (!body.closing) throw new Error('no figures in the answer');
  return body.closing;
}

/**
 * DELETE /api/user/delete with the password and the figures the customer confirmed (decisions 132
 * and 133): the server refuses with 403 for a wrong password, 429 when throttled, and 409 when the
 * figures are no longer what deleting does.
 */
export async function deleteAccount(password: string, expected: ClosingFigures): Promise<void> {
  const { refund, amountDue, mealsCancelled, forfeited } = expected;
  await apiRequest('/api/user/delete', {
    method: 'DELETE',
    body: { password, expected: { refund, amountDue, mealsCancelled, forfeited } },
  });
}
