// Renewing a plan (issue 13 point 3, decisions 78 and 143): which plans offer it, and the start
// date the confirm page is opened with. The confirm page's own start-date rule still judges that date.
import { addDays, compareIsoDates, type IsoDate } from './dates.ts';
import { nextSelectedDate } from './delivery-dates.ts';
import type { SubscriptionState } from './subscription-status.ts';

/**
 * What a plan offers to go on with (issue 25 point 12, decision 143): every running (paused too) or
 * completed plan offers Renew, whenever in its life the customer asks, not only in its last week;
 * a trial offers to continue with a full plan instead, since there is one trial per phone number
 * and renewing it as it was would only be refused. A cancelled, unpaid or expired plan offers
 * neither.
 */
export type RenewalOffer = 'renew' | 'fullPlan';

export function renewalOffer(sub: {
  state: SubscriptionState;
  isTrial?: boolean | null;
}): RenewalOffer | null {
  if (sub.state !== 'active' && sub.state !== 'paused' && sub.state !== 'completed') return null;
  return sub.isTrial ? 'fullPlan' : 'renew';
}

/** The button's words for an offer. */
export const RENEWAL_LABEL: Record<RenewalOffer, string> = {
  renew: 'Renew',
  fullPlan: 'Continue with a full plan',
};

/** The button's accessible name, naming the plan: 'Renew High Protein'. */
export function renewalActionName(offer: RenewalOffer, plan: string): string {
  return offer === 'renew' ? `Renew ${plan}` : `Continue ${plan} with a full plan`;
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
