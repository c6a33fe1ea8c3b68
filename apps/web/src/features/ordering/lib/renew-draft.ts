import { completeAddress, type PartialAddress, type StoredAddress } from '@fitthali/domain/address';
import { earliestStartDate } from '@fitthali/domain/cut-off';
import {
  DEFAULT_PLAN_PAGE_DURATION,
  isDuration,
  parseDurationLabel,
} from '@fitthali/domain/durations';
import { findPlan } from '@fitthali/domain/plan-lookup';
import { renewStartDate } from '@fitthali/domain/plan-renewal';
import { isMealOption, isSlot } from '@fitthali/domain/plans';
import { parseSelectedDays, sortMondayFirst, WEEKDAYS } from '@fitthali/domain/weekdays';
import type { OrderDraft } from './order-draft';

/** What renewing needs of an order, as the profile and the subscription's page read it. */
export type RenewableOrder = {
  planId?: string | null;
  plan?: string | null;
  mealOption?: string | null;
  slot?: string | null;
  duration?: string | number | null;
  days?: number | null;
  selectedDays?: readonly string[] | string | null;
  endDate?: string | null;
  deliveryDates?: readonly string[] | null;
  address?: PartialAddress | null;
  /** A trial continues as a full plan (decision 143). */
  isTrial?: boolean | null;
};

/**
 * The confirm page's order for renewing a plan (decision 78): the same plan, meal option, slot,
 * weekdays, duration and address, starting on the first of its weekdays after its last delivery
 * (or from the earliest start the confirm page allows, which still judges the date). Prices are
 * not carried: the page prices the order from today's catalogue, and the server again. A trial
 * continues as a full plan (decision 143): the same plan, meal option, slot and address, 7 days a
 * week for the plan pages' 7 days, from the first day after its last meal. Null when the stored
 * order lacks something the confirm page needs.
 */
export function renewDraft(order: RenewableOrder, now: Date = new Date()): OrderDraft | null {
  const plan = findPlan(order.planId ?? '') ?? findPlan(order.plan ?? '');
  const duration =
    typeof order.duration === 'string' ? parseDurationLabel(order.duration) : order.duration;
  const trial = order.isTrial === true;
  const days = trial ? DEFAULT_PLAN_PAGE_DURATION : isDuration(duration) ? duration : order.days;
  const lastDelivery = order.endDate ?? order.deliveryDates?.at(-1);
  const selectedDays = trial ? WEEKDAYS : (order.selectedDays ?? []);
  const weekdays = sortMondayFirst(parseSelectedDays(selectedDays));
  if (!plan || !isMealOption(order.mealOption) || !isSlot(order.slot)) return null;
  if (!isDuration(days) || !lastDelivery || weekdays.length === 0) return null;
  const everyDay = weekdays.length === 7;
  return {
    choices: {
      planId: plan.id,
      mealOption: order.mealOption,
      slot: order.slot,
      duration: days,
      dayMode: everyDay ? 'all' : 'custom',
      customDays: everyDay ? [] : weekdays,
      trial: false,
    },
    startDate: renewStartDate(lastDelivery, selectedDays, earliestStartDate(order.slot, now)),
    address: completeAddress(order.address) ?? undefined,
  };
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether an address-book entry is the renewed plan's address (its four parts, any case). */
export function isRenewedAddress(
  entry: Pick<StoredAddress, 'at' | 'po' | 'dist' | 'pin'>,
  renewed: Pick<StoredAddress, 'at' | 'po' | 'dist' | 'pin'>,
): boolean {
  return (
    sameText(entry.at, renewed.at) &&
    sameText(entry.po, renewed.po) &&
    sameText(entry.dist, renewed.dist) &&
    sameText(entry.pin, renewed.pin)
  );
}
