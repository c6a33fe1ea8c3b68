/**
 * Where an order stands (SPEC §3): 'pending' an online order waiting for its payment, 'active'
 * being cooked and delivered (COD at once), 'cancelled' ended by the customer or an admin,
 * 'expired' an online order never paid within its hold.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
