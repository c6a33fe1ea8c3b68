import { addDays } from '@fitthali/domain/dates';
import { expect } from 'vitest';
import type { ClockedApp, DeliveryAnswer } from '../helpers/clocked-app.ts';
import { india, placeOrderAtClock } from '../helpers/clocked-app.ts';
import { type OrderOptions, orderPayload } from './orders.ts';

/** A customer with a COD order placed from the clock's today, and its deliveries. */
export const customerWithOrder = placeOrderAtClock;

/** The kitchen marks the order's first `count` meals missed, on the last of their days. */
export async function missFirst(
  t: ClockedApp,
  deliveries: readonly DeliveryAnswer[],
  count: number,
) {
  const missed = deliveries.slice(0, count);
  const last = missed.at(-1);
  if (!last) return missed;
  t.setNow(india(last.date, '21:30'));
  for (const delivery of missed) {
    const res = await t.call('POST', `/api/admin/deliveries/${delivery._id}/missed`, t.admin, {
      reason: 'Rider could not find the house',
    });
    expect(res.statusCode).toBe(200);
  }
  return missed;
}

export async function credits(t: ClockedApp, token: string) {
  const res = await t.call('GET', '/api/user/credits', token);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    balance: number;
    value: number;
    lots: { _id: string; value: number; expiresAt: string }[];
    entries: {
      _id: string;
      kind: string;
      meals: number;
      value: number;
      reason: string;
      createdAt: string;
      expiresAt: string | null;
    }[];
  };
}

/** An order payload starting two days after the clock's day, spending `credits` worth `value`. */
export function payloadSpending(
  t: ClockedApp,
  creditsAsked: number,
  value: number,
  options: OrderOptions = {},
) {
  const today = t.app.now().toISOString().slice(0, 10);
  const payload = orderPayload({ startDate: addDays(today, 3), ...options });
  return { ...payload, credits: creditsAsked, totalPrice: payload.totalPrice - value };
}
