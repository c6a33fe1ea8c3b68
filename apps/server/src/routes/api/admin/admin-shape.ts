import type { Subscription } from '../../../orders/create-subscription.ts';
import { subscriptionView } from '../../../orders/subscription-view.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminUserRef {
  id: string | null;
  name: string | null;
  phone: string | null;
  email: string | null;
}

/** SPEC §3 "Subscription as read by admin"; user is null once the customer deleted the account. */
export function adminSubscription(s: Subscription, user: AdminUserRef | null) {
  return {
    ...subscriptionView(s),
    user: user?.id ? { _id: user.id, name: user.name, phone: user.phone, email: user.email } : null,
  };
}

/** `limit`/`offset` from the query string, bounded; absent means the first page. */
export function paging(query: unknown, defaultLimit = 100) {
  const q = (query ?? {}) as Record<string, unknown>;
  const int = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);
  const limit = Math.min(Math.max(int(q.limit) ?? defaultLimit, 1), 500);
  const offset = Math.max(int(q.offset) ?? 0, 0);
  return { limit, offset };
}
