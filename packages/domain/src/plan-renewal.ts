// Renewing a plan (issue 13 point 3, decision 78): which plans offer it, and the start date the
// confirm page is opened with. The confirm page's own start-date rule still judges that date.
import { addDays, compareIsoDates, type IsoDate } from './dates.ts';
import { nextSelectedDate } from './delivery-dates.ts';
import type { SubscriptionState } from './subscription-status.ts';

/** A plan whose last delivery is this many days away or fewer is "ending" and offers Renew. */
export const RENEW_WINDOW_DAYS = 7;

/**
 * Whether a plan offers Renew: completed, or still running (paused too) with its last delivery
 * within RENEW_WINDOW_DAYS. Not a trial: there is one per phone number, so renewing it as it was
 * would only be refused.
 */
export function canRenew(
  sub: { state: SubscriptionState; endDate: IsoDate | null | undefined; isTrial?: boolean | null },
  today: IsoDate,
): boolean {
  if (sub.isTrial) return false;
  if (sub.state === 'completed') return true;
  if (sub.state !== 'active' && sub.state !== 'paused') return false;
  if (!sub.endDate) return false;
  return compareIsoDates(sub.endDate, addDays(today, RENEW_WINDOW_DAYS)) <= 0;
}

/**
 * The renewed plan's first day: the first of its weekdays after its last delivery, so the meals
 * follow on without a gap; when that day can no longer be ordered for, the first of its weekdays
 * from `earliest` (the first day a new order can start).
 */
export function renewStartDate(
  lastDelivery: IsoDate,
  selectedDays: readonly string[] | string,
  earliest: IsoDate,
): IsoDate {
  const next = nextSelectedDate(lastDelivery, selectedDays);
  if (compareIsoDates(next, earliest) >= 0) return next;
  return nextSelectedDate(addDays(earliest, -1), selectedDays);
}
