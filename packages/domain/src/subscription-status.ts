// The life of an order (SPEC §3): pending until paid or placed as COD, then active; cancelled by
// the customer or an admin; expired when an online order is not paid in time.
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
