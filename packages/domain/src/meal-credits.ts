// Meal credits (issue 14 point 1): an append-only ledger in which every earned credit is a lot of
// one meal carrying the rupee value it was earned at, and every spend or expiry consumes one lot.
// The oldest-expiring lot is spent first; a lot past its expiry is never counted, even before the
// expiry job writes its entry. These rules are shared by the server (authority) and the confirm
// page (preview), so both spend the same lots for the same total.

export const CREDIT_KINDS = ['earned', 'spent', 'expired', 'adjusted'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** How long a credit lasts unless the operator sets another figure (Admin → Settings). */
export const DEFAULT_CREDIT_EXPIRY_DAYS = 90;
export const MIN_CREDIT_EXPIRY_DAYS = 1;
export const MAX_CREDIT_EXPIRY_DAYS = 730;

const DAY_MS = 86_400_000;

/** When a credit earned at `earnedAt` stops counting. */
export function creditExpiresAt(earnedAt: Date, expiryDays: number): Date {
  return new Date(earnedAt.getTime() + expiryDays * DAY_MS);
}

/** One meal credit that can still be spent: the lot's id, its value and when it expires. */
export interface CreditLot {
  id: string;
  value: number;
  expiresAt: Date | string;
}

const time = (at: Date | string) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** Whether a lot still counts at `now` (it expires at the instant its `expiresAt` is reached). */
export function lotIsLive(lot: Pick<CreditLot, 'expiresAt'>, now: Date): boolean {
  return time(lot.expiresAt) > now.getTime();
}

/** The live lots, the oldest-expiring first (ties by id, so every reader picks the same). */
export function spendOrder<T extends CreditLot>(lots: readonly T[], now: Date): T[] {
  return lots
    .filter((lot) => lotIsLive(lot, now))
    .sort(
      (a, b) => time(a.expiresAt) - time(b.expiresAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

export interface CreditBalance {
  /** Meals. */
  meals: number;
  /** Rupees. */
  value: number;
}

/** The balance of the live lots at `now`. */
export function balanceOf(lots: readonly CreditLot[], now: Date): CreditBalance {
  const live = lots.filter((lot) => lotIsLive(lot, now));
  return { meals: live.length, value: live.reduce((sum, lot) => sum + lot.value, 0) };
}

export interface CreditApplication<T extends CreditLot = CreditLot> {
  /** The lots spent, in spending order. */
  lots: T[];
  meals: number;
  /** Rupees taken off the order's total. */
  value: number;
}

/**
 * Which credits an order spends when the customer asks for `requested`: the oldest-expiring lots
 * first, never more than asked, than the balance, than the order's meals, nor a lot whose value
 * would take the total below 0 (spending stops at the first lot that does not fit, so the choice
 * stays first-in-first-out).
 */
export function creditsToApply<T extends CreditLot>(input: {
  lots: readonly T[];
  requested: number;
  meals: number;
  total: number;
  now: Date;
}): CreditApplication<T> {
  const limit = Math.max(0, Math.min(Math.floor(input.requested), input.meals));
  const chosen: T[] = [];
  let value = 0;
  for (const lot of spendOrder(input.lots, input.now)) {
    if (chosen.length >= limit || value + lot.value > input.total) break;
    chosen.push(lot);
    value += lot.value;
  }
  return { lots: chosen, meals: chosen.length, value };
}

/** The most credits the customer may ask an order to spend (the control's upper bound). */
export function mostCreditsFor(input: {
  lots: readonly CreditLot[];
  meals: number;
  total: number;
  now: Date;
}): number {
  return creditsToApply({ ...input, requested: input.meals }).meals;
}
