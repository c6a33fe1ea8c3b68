import { compareIsoDates, type IsoDate } from './dates.ts';

/**
 * Where an order stands as stored (SPEC §3): 'pending' an online order waiting for its payment,
 * 'active' being cooked and delivered (COD at once), 'completed' every meal it owed is behind it
 * (decision 76), 'cancelled' ended by the customer or an admin, 'expired' an online order never
 * paid within its hold.
 */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'completed',
  'cancelled',
  'expired',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * What the screens show and the admin lists filter by: the stored status with an active order
 * inside a pause shown as 'paused' (a pause begins on a date with nothing written, so it is read,
 * not stored).
 */
export const SUBSCRIPTION_STATES = [
  'pending',
  'active',
  'paused',
  'completed',
  'cancelled',
  'expired',
] as const;

export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_STATE_LABELS: Readonly<Record<SubscriptionState, string>> = {
  pending: 'Pending',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value);
}

export function isSubscriptionState(value: unknown): value is SubscriptionState {
  return (SUBSCRIPTION_STATES as readonly unknown[]).includes(value);
}

/** A pause's days, both ends included. */
export interface PauseDays {
  from: IsoDate;
  until: IsoDate;
}

/** Whether a pause covers the day. */
export function pauseCovers(pause: PauseDays, day: IsoDate): boolean {
  return compareIsoDates(pause.from, day) <= 0 && compareIsoDates(pause.until, day) >= 0;
}

/** The state an order shows on a day, from its stored status and its pause still ahead, if any. */
export function subscriptionStateOn(
  status: SubscriptionStatus,
  pause: PauseDays | null,
  today: IsoDate,
): SubscriptionState {
  if (status === 'active' && pause && pauseCovers(pause, today)) return 'paused';
  return status;
}
