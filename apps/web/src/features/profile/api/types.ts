import type { PartialAddress } from '@fitthali/domain/address';
import type { CustomerRefund } from '../../refunds/api/types';

/** What GET /api/user/profile returns (SPEC §3 'Profile user'); every field may be missing. */

/** A pause not yet over; `openEnded` when asked "until I resume" (`until` is then its latest day). */
export type ProfilePause = { _id: string; from: string; until: string; openEnded: boolean };

export type ProfileSubscription = {
  _id: string;
  plan?: string | null;
  planId?: string | null;
  status?: string | null;
  /** What the card shows: the status, with a plan inside a pause as 'paused' (decision 76). */
  state?: string | null;
  /**
   * The day of its last meal neither skipped nor cancelled: after a cancellation mid-plan, the
   * last meal still coming or delivered; null when every meal was cancelled (decision 152).
   */
  endDate?: string | null;
  pause?: ProfilePause | null;
  /** Meals bought, delivered and still to come (decision 77). */
  meals?: { bought: number; delivered: number; remaining: number } | null;
  isTrial?: boolean | null;
  mealOption?: string | null;
  duration?: string | number | null;
  slot?: string | null;
  days?: number | null;
  startDate?: string | null;
  deliveryDates?: string[] | null;
  selectedDays?: string[] | null;
  confirmedAt?: string | null;
  /** An unpaid online order is held until then. */
  expiresAt?: string | null;
  createdAt?: string | null;
  address?: PartialAddress | null;
  totalPrice?: number | null;
  discount?: number | null;
  couponCode?: string | null;
  paymentMode?: string | null;
  paymentStatus?: string | null;
  /** The payment as shown: the status, or "refunded" / "partly_refunded" once money went back. */
  paymentStanding?: string | null;
};

export type ProfileTransaction = {
  _id: string;
  subscriptionId?: string | null;
  amount?: number | null;
  mode?: string | null;
  status?: string | null;
  /** The payment less its own refunds: "refunded", "partly_refunded", or its status. */
  paymentStanding?: string | null;
  createdAt?: string | null;
};

export type ProfileUser = {
  _id: string;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  credits?: number | null;
  /** The phone number has had its one 3 day trial. */
  trialUsed?: boolean | null;
  subscriptions?: ProfileSubscription[] | null;
  transactions?: ProfileTransaction[] | null;
  /** Money going back, each with its status and when to expect it (issue 14 point 5). */
  refunds?: CustomerRefund[] | null;
};
