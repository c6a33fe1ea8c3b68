import type { Subscription } from './create-subscription.ts';
import { subscriptionView } from './subscription-view.ts';

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
