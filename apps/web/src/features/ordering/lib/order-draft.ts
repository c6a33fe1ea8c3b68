import { completeAddress, type PartialAddress, type StoredAddress } from '@fitthali/domain/address';
import { isIsoDate } from '@fitthali/domain/dates';
import { isDuration } from '@fitthali/domain/durations';
import { findPlan } from '@fitthali/domain/plan-lookup';
import { isMealOption, isPaymentMode, isSlot, type PaymentMode } from '@fitthali/domain/plans';
import { sortMondayFirst } from '@fitthali/domain/weekdays';
import { type AppliedCoupon, parseAppliedCoupon } from './coupon';
import type { OrderChoices } from './order-choices';
import { ORDER_DRAFT_KEY } from './order-draft-key';

/**
 * The order being put together, carried from a plan page to the confirm page. It lives in this
 * tab's session storage as well as in navigation state, so it survives the detour through /login,
 * a reload and the Back button; placing the order clears it.
 */
export type OrderDraft = {
  choices: OrderChoices;
  startDate?: string;
  coupon?: AppliedCoupon | null;
  paymentMode?: PaymentMode;
  /** A renewed plan's address, picked in the address book when it is still there. */
  address?: StoredAddress;
};

/**
 * Choices read back from session storage or navigation state, where anything may be found; null
 * unless every field is one we would have written.
 */
export function parseChoices(raw: unknown): OrderChoices | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const planId =
    value.planId === null
      ? null
      : typeof value.planId === 'string'
        ? (findPlan(value.planId)?.id ?? undefined)
        : undefined;
  if (planId === undefined) return null;
  if (!isMealOption(value.mealOption) || !isSlot(value.slot) || !isDuration(value.duration)) {
    return null;
  }
  if (value.dayMode !== 'all' && value.dayMode !== 'custom') return null;
  if (!Array.isArray(value.customDays)) return null;
  const customDays = value.customDays.filter(
    (d): d is number => typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 6,
  );
  if (customDays.length !== value.customDays.length) return null;
  return {
    planId,
    mealOption: value.mealOption,
    slot: value.slot,
    duration: value.duration,
    dayMode: value.dayMode,
    customDays: sortMondayFirst([...new Set(customDays)]),
    trial: value.trial === true,
  };
}

export function parseDraft(raw: unknown): OrderDraft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const choices = parseChoices(value.choices);
  if (!choices) return null;
  return {
    choices,
    startDate: isIsoDate(value.startDate) ? value.startDate : undefined,
    coupon: parseAppliedCoupon(value.coupon),
    paymentMode: isPaymentMode(value.paymentMode) ? value.paymentMode : undefined,
    address: completeAddress(value.address as PartialAddress | null) ?? undefined,
  };
}

export function readDraft(): OrderDraft | null {
  try {
    const raw = sessionStorage.getItem(ORDER_DRAFT_KEY);
    return raw ? parseDraft(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: OrderDraft): void {
  try {
    sessionStorage.setItem(ORDER_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage may be full or blocked; navigation state still carries the draft.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(ORDER_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
