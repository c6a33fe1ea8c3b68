import { startDateProblem } from '@fitthali/domain/cut-off';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { DEFAULT_DELIVERY_SETTINGS } from '@fitthali/domain/delivery-settings';
import { afterEach, describe, expect, it } from 'vitest';
import { orderPayload, subscribe } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { clockedTestApp, india } from '../../helpers/clocked-app.ts';

// A new order's first meal must be past the operator's cut-off (issue 13 point 2), judged on the
// server's clock, which these tests set from the order's own date.
const t = clockedTestApp();

const fortyEightHours = [
  { slot: 'Lunch', start: '12:30', end: '14:00', cutoffHours: 48 },
  { slot: 'Dinner', start: '19:30', end: '21:00', cutoffHours: 48 },
] as const;

async function setSettings(slots: readonly object[]) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery-settings',
    headers: bearer(t.admin),
    payload: { slots },
  });
  expect(res.statusCode).toBe(200);
}

describe('POST /api/subscribe under a configured cut-off', () => {
  afterEach(async () => {
    await setSettings(DEFAULT_DELIVERY_SETTINGS);
    t.setNow(new Date());
  });

  // Five days out: inside the 60-day window whatever today is, and past any clock set below.
  const start = addDays(todayInIndia(), 5);

  it('accepts a start the minute before a 48-hour cut-off and refuses it at the cut-off', async () => {
    await setSettings(fortyEightHours);
    const { token } = await signupUser(t.app);

    t.setNow(india(addDays(start, -2), '12:29'));
    const accepted = await subscribe(t.app, token, orderPayload({ startDate: start }));
    expect(accepted.statusCode).toBe(201);

    const cutOff = india(addDays(start, -2), '12:30');
    t.setNow(cutOff);
    const refused = await subscribe(t.app, token, orderPayload({ startDate: start }));
    expect(refused.statusCode).toBe(400);
    // The very sentence the confirm page shows, from the same rule and settings.
    const sentence = startDateProblem(start, 'Lunch', cutOff, fortyEightHours);
    expect(sentence).toContain("The kitchen needs 48 hours' notice before the first meal.");
    expect(refused.json()).toEqual({ success: false, message: sentence });
  });

  it('refuses the same start for an online order before any payment is asked for', async () => {
    await setSettings(fortyEightHours);
    const { token } = await signupUser(t.app);
    const cutOff = india(addDays(start, -2), '12:30');
    t.setNow(cutOff);
    const payload = orderPayload({ startDate: start, paymentMode: 'Online' });
    for (const key of [undefined, 'cut-off-online-1']) {
      const res = await subscribe(t.app, token, payload, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(startDateProblem(start, 'Lunch', cutOff, fortyEightHours));
    }
  });

  it('gives each slot its own cut-off: a 12-hour dinner starts the same day', async () => {
    await setSettings([
      { ...fortyEightHours[0], cutoffHours: 24 },
      { ...fortyEightHours[1], cutoffHours: 12 },
    ]);
    const { token } = await signupUser(t.app);
    t.setNow(india(start, '07:29'));
    const dinner = await subscribe(
      t.app,
      token,
      orderPayload({ startDate: start, slot: 'Dinner' }),
    );
    expect(dinner.statusCode).toBe(201);
    const lunch = await subscribe(t.app, token, orderPayload({ startDate: start, slot: 'Lunch' }));
    expect(lunch.statusCode).toBe(400);
    expect(lunch.json().message).toContain("The kitchen needs 24 hours' notice");
  });
});
