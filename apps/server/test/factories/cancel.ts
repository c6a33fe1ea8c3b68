import type { ClockedApp } from '../helpers/clocked-app.ts';

/** The customer's cancel, with an Idempotency-Key when given. */
export function cancelOrder(t: ClockedApp, token: string, id: string, key?: string) {
  return t.call(
    'POST',
    `/api/user/subscriptions/${id}/cancel`,
    token,
    undefined,
    key ? { 'idempotency-key': key } : {},
  );
}

/** The outcome the confirm dialog shows. */
export function cancelPreview(t: ClockedApp, token: string, id: string) {
  return t.call('GET', `/api/user/subscriptions/${id}/cancellation`, token);
}

/** The admin's Cancel (SPEC §2.15), with the optional money choice. */
export function adminCancel(t: ClockedApp, id: string, body?: object) {
  return t.call('PUT', `/api/admin/cancel-subscription/${id}`, t.admin, body);
}
