import type { Address } from '@fitthali/domain/address';
import { addressOneLine } from '@fitthali/domain/address-line';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import {
  isSubscriptionState,
  SUBSCRIPTION_STATE_LABELS,
} from '@fitthali/domain/subscription-status';
import type { AdminUserRef } from '../api/types';

/** SPEC §2.15: 'User Deleted' when the account is gone, 'No Name' and 'No Phone' for gaps. */
export function subscriberName(user: AdminUserRef | null): string {
  if (!user) return 'User Deleted';
  return user.name?.trim() || 'No Name';
}

export function subscriberPhone(user: AdminUserRef | null): string | null {
  if (!user) return null;
  return user.phone?.trim() || 'No Phone';
}

/**
 * SPEC §4: anything not 'active' (any case) shows as Cancelled in the admin list. That rule was
 * written for two states; the server also has 'pending' (an online order waiting for payment),
 * 'expired' (never paid), and a plan paused or completed (decision 76), and calling those Cancelled
 * would mislead the operator, so each keeps its own name. Anything else is still Cancelled.
 */
export function statusLabel(status: string | null | undefined): string {
  const value = (status ?? '').toLowerCase();
  return isSubscriptionState(value) ? SUBSCRIPTION_STATE_LABELS[value] : 'Cancelled';
}

/** "until Sat, 14 Mar", "until resumed" or "from Mon, 9 Mar": a pause beside the status. */
export function pauseNote(
  pause: { from: string; until: string; openEnded: boolean } | null | undefined,
  today: string,
): string | null {
  if (!pause) return null;
  if (pause.from > today) return `Pause from ${formatIndiaDate(pause.from)}`;
  return pause.openEnded ? 'Until resumed' : `Until ${formatIndiaDate(pause.until)}`;
}

export function isActive(status: string | null | undefined): boolean {
  return (status ?? '').toLowerCase() === 'active';
}

export function isCancelled(status: string | null | undefined): boolean {
  return statusLabel(status) === 'Cancelled';
}

export function hasCoordinates(address: Address | null | undefined): boolean {
  return (
    typeof address?.lat === 'number' &&
    typeof address?.lng === 'number' &&
    Number.isFinite(address.lat) &&
    Number.isFinite(address.lng)
  );
}

export function mapsLink(address: Address): string {
  const query = hasCoordinates(address) ? `${address.lat},${address.lng}` : addressOneLine(address);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

const MONDAY_FIRST = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The chosen weekdays, short: 'Every day', 'Mon–Fri', 'Mon, Wed, Fri'. Names match by their
 * first three letters in any case, as the admin calendar reads them (SPEC §5).
 */
export function selectedDaysText(value: readonly unknown[] | string | null | undefined): string {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const picked = new Set(
    list
      .map((day) => String(day).trim().slice(0, 3).toLowerCase())
      .map((short) => MONDAY_FIRST.findIndex((name) => name.toLowerCase() === short))
      .filter((index) => index >= 0),
  );
  if (picked.size === 7) return 'Every day';
  const indexes = [...picked].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < indexes.length; ) {
    let j = i;
    while (j + 1 < indexes.length && (indexes[j + 1] as number) === (indexes[j] as number) + 1) j++;
    const from = MONDAY_FIRST[indexes[i] as number];
    const to = MONDAY_FIRST[indexes[j] as number];
    if (j - i >= 2) runs.push(`${from}–${to}`);
    else for (let k = i; k <= j; k++) runs.push(MONDAY_FIRST[indexes[k] as number] as string);
    i = j + 1;
  }
  return runs.join(', ');
}
