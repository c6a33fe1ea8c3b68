import { completeAddress, type PartialAddress } from '@fitthali/domain/address';
import { addressOneLine } from '@fitthali/domain/address-line';
import { toIndiaDate } from '@fitthali/domain/dates';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import type { PlanMeals } from '@fitthali/domain/plan-progress';
import {
  isSubscriptionState,
  SUBSCRIPTION_STATE_LABELS,
} from '@fitthali/domain/subscription-status';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { ProfileSubscription } from '../api/types';

export type SubscriptionFilter = 'all' | 'active' | 'cancelled';

export const FILTERS: { value: SubscriptionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'cancelled', label: 'Cancelled' },
];

/**
 * Status words are compared case-insensitively (SPEC §3); the server's `state` (a plan inside a
 * pause reads 'paused', decision 76) wins over the stored status when it is there. An unpaid order
 * past the time it was held reads as expired even before the server's sweep has marked it (issue
 * 11 point 5).
 */
export function normalisedStatus(
  sub: Pick<ProfileSubscription, 'status' | 'expiresAt' | 'state'>,
  now: number = Date.now(),
): string {
  const status = (sub.state ?? sub.status ?? '').trim().toLowerCase();
  if (status === 'pending' && sub.expiresAt && Date.parse(sub.expiresAt) <= now) return 'expired';
  return status;
}

/** An online order waiting for its payment: the profile offers Pay now and Cancel. */
export function awaitsPayment(sub: ProfileSubscription, now: number = Date.now()): boolean {
  return normalisedStatus(sub, now) === 'pending' && sub.paymentMode === 'Online';
}

/**
 * What /payment needs to take the payment for an order left unpaid: its id, and the order as the
 * payment page describes it. Null when the stored order lacks something to show.
 */
export function resumePaymentState(sub: ProfileSubscription) {
  const address = completeAddress(sub.address);
  if (!address) return null;
  if (!sub.plan || !sub.slot || !sub.mealOption || !sub.startDate) return null;
  return {
    payment: {
      resumeId: sub._id,
      payload: {
        plan: sub.plan,
        slot: sub.slot,
        mealOption: sub.mealOption,
        duration: typeof sub.duration === 'string' ? sub.duration : `${sub.days ?? 0} Days`,
        days: sub.days ?? 0,
        startDate: sub.startDate,
        deliveryDates: sub.deliveryDates ?? [],
        address,
        totalPrice: sub.totalPrice ?? 0,
        discount: sub.discount ?? 0,
        couponCode: sub.couponCode ?? null,
        paymentMode: 'Online',
        selectedDays: sub.selectedDays ?? [],
      },
    },
  };
}

/** A plan still being delivered: active, or paused for a while (SPEC §2.13's Active filter). */
export function isActive(
  sub: Pick<ProfileSubscription, 'status' | 'expiresAt' | 'state'>,
): boolean {
  const status = normalisedStatus(sub);
  return status === 'active' || status === 'paused';
}

export function isCancelled(sub: Pick<ProfileSubscription, 'status' | 'expiresAt'>): boolean {
  return normalisedStatus(sub) === 'cancelled';
}

function instant(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  return Date.parse(value);
}

/** When the subscription was taken out: confirmedAt, falling back to createdAt (SPEC §2.13). */
export function subscribedAt(sub: ProfileSubscription): string | null {
  if (!Number.isNaN(instant(sub.confirmedAt))) return sub.confirmedAt ?? null;
  if (!Number.isNaN(instant(sub.createdAt))) return sub.createdAt ?? null;
  return null;
}

/** Newest first by confirmedAt, falling back to createdAt; undated ones last. */
export function sortNewestFirst<T extends ProfileSubscription>(subs: readonly T[]): T[] {
  const key = (sub: T) => {
    const t = instant(subscribedAt(sub));
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  return [...subs].sort((a, b) => key(b) - key(a));
}

export function filterSubscriptions<T extends ProfileSubscription>(
  subs: readonly T[],
  filter: SubscriptionFilter,
): T[] {
  if (filter === 'active') return subs.filter(isActive);
  if (filter === 'cancelled') return subs.filter(isCancelled);
  return [...subs];
}

/**
 * 'active' → 'Active', 'paused' → 'Paused', from the domain's table, so each label is a sentence
 * the page's words can hold in Odia (decision 317); a missing status reads 'Unknown'.
 */
export function statusLabel(
  sub: Pick<ProfileSubscription, 'status' | 'expiresAt' | 'state'>,
): string {
  const status = normalisedStatus(sub);
  if (!status) return 'Unknown';
  if (isSubscriptionState(status)) return SUBSCRIPTION_STATE_LABELS[status];
  return status.charAt(0).toUpperCase() + status.slice(1);
}

function clean(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** 'Plot 12, Saheed Nagar, Khordha - 751007', or null when the subscription has no address. */
export function formatAddress(address: PartialAddress | null | undefined): string | null {
  return addressOneLine(address) || null;
}

export function formatDuration(duration: ProfileSubscription['duration']): string {
  if (typeof duration === 'number' && Number.isFinite(duration)) {
    return `${duration} ${duration === 1 ? 'Day' : 'Days'}`;
  }
  return clean(duration) || 'N/A';
}

/** A delivery start date is an Indian calendar day, shown the same in every time zone. */
export function formatStartDate(value: string | null | undefined): string {
  return formatDate(toIndiaDate(value)) || 'N/A';
}

/** The moment of subscribing, in India time: 'Sat, 14 Mar, 2026, 10:30 am'. */
export function formatMoment(value: string | null | undefined): string {
  return formatDateTime(value) || 'N/A';
}

/**
 * A plan's pause in a sentence: "Paused until Sat, 14 Mar" while it is under way ("until you
 * resume" when no end was asked), "Pause from Mon, 9 Mar to Sat, 14 Mar" while it is ahead.
 */
export function pauseText(sub: ProfileSubscription, today: string): string | null {
  const pause = sub.pause;
  if (!pause || !isActive(sub)) return null;
  const until = pause.openEnded ? 'you resume' : formatIndiaDate(pause.until);
  if (pause.from <= today) return `Paused until ${until}`;
  const from = formatIndiaDate(pause.from);
  return pause.openEnded ? `Pause from ${from} until you resume` : `Pause from ${from} to ${until}`;
}

/** The running plans' meals, for the Meal Progress gauge (decision 77). */
export function runningPlanMeals(subs: readonly ProfileSubscription[]): PlanMeals[] {
  return subs.filter(isActive).map((sub) => ({
    bought: sub.meals?.bought ?? 0,
    delivered: sub.meals?.delivered ?? 0,
    remaining: sub.meals?.remaining ?? 0,
    endDate: sub.endDate ?? sub.deliveryDates?.at(-1) ?? null,
  }));
}
