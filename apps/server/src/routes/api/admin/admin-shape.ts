import { HttpError } from '../../../http-error.ts';
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

/** Deeper than any screen pages; a bigger offset is a mistake or a probe, not a request. */
export const MAX_OFFSET = 1_000_000;

/** `limit`/`offset` from the query string, bounded; absent means the first page. */
export function paging(query: unknown, defaultLimit = 100) {
  const q = (query ?? {}) as Record<string, unknown>;
  const int = (name: string, v: unknown) => {
    if (v === undefined || v === '') return undefined;
    if (typeof v !== 'string' || !/^\d{1,9}$/.test(v)) {
      throw new HttpError(400, `${name} must be a whole number.`);
    }
    return Number(v);
  };
  const limit = Math.min(Math.max(int('limit', q.limit) ?? defaultLimit, 1), 500);
  const offset = int('offset', q.offset) ?? 0;
  if (offset > MAX_OFFSET) throw new HttpError(400, `offset must be at most ${MAX_OFFSET}.`);
  return { limit, offset };
}
