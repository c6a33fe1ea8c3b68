import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { describe, expect, it } from 'vitest';
import { credits, customerWithOrder } from '../../factories/credits.ts';
import { signupUser } from '../../factories/users.ts';
import { clockedTestApp, type DeliveryAnswer, india } from '../../helpers/clocked-app.ts';

const t = clockedTestApp();

/** A customer whose first lunch the kitchen marked delivered; the clock is that evening. */
async function deliveredLunch() {
  const order = await customerWithOrder(t);
  const first = order.deliveries[0] as DeliveryAnswer;
  t.setNow(india(first.date, '15:00'));
  const marked = await t.call('POST', `/api/admin/deliveries/${first._id}/delivered`, t.admin);
  expect(marked.statusCode).toBe(200);
  return { ...order, first };
}

function report(token: string, deliveryId: string, reason?: string) {
  return t.call(
    'POST',
    `/api/user/deliveries/${deliveryId}/report-missed`,
    token,
    reason ? { reason } : {},
  );
}

describe('a customer reports a meal that never came (issue 14 point 3)', () => {
  it('waits for an admin, who accepts it: the meal is missed and earns its credit', async () => {
    const order = await deliveredLunch();
    const res = await report(order.token, order.first._id, 'Nobody came');
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({ status: 'pending', reason: 'Nobody came' });
    // Saying it again answers the same report.
    const again = await report(order.token, order.first._id);
    expect(again.json().report._id).toBe(res.json().report._id);

    const detail = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
    const row = (detail.json().deliveries as (DeliveryAnswer & { report: unknown })[])[0];
    expect(row?.report).toMatchObject({ status: 'pending' });

    const list = await t.call('GET', '/api/admin/missed-reports', t.admin);
    expect(list.statusCode).toBe(200);
    const listed = list
      .json()
      .reports.find((r: { _id: string }) => r._id === res.json().report._id);
    expect(listed).toMatchObject({ date: order.first.date, slot: 'Lunch', status: 'pending' });
    const page = await t.call('GET', `/api/admin/subscriptions/${order.id}`, t.admin);
    expect(page.json().missedReports).toMatchObject([{ status: 'pending' }]);

    const accept = `/api/admin/missed-reports/${res.json().report._id}/accept`;
    const accepted = await t.call('POST', accept, t.admin);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().report.status).toBe('accepted');
    expect((await t.call('POST', accept, t.admin)).statusCode).toBe(200);
    expect(await credits(t, order.token)).toMatchObject({ balance: 1, value: 249 });

    const events = (await t.call('GET', `/api/admin/subscriptions/${order.id}`, t.admin)).json()
      .events as { action: string }[];
    // One change writes its lines at one instant, so they are compared as a set.
    expect(events.map((e) => e.action).sort()).toEqual([
      'credit-earned',
      'delivered',
      'missed',
      'missed-reported',
      'report-accepted',
    ]);
    const reject = `/api/admin/missed-reports/${res.json().report._id}/reject`;
    const late = await t.call('POST', reject, t.admin, { reason: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CREDIT_MSG.reportAlreadyDecided);
  });

  it('is rejected with a reason the customer reads, and no credit', async () => {
    const order = await deliveredLunch();
    const id = (await report(order.token, order.first._id)).json().report._id;
    const bare = await t.call('POST', `/api/admin/missed-reports/${id}/reject`, t.admin, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(CREDIT_MSG.rejectNeedsReason);
    const rejected = await t.call('POST', `/api/admin/missed-reports/${id}/reject`, t.admin, {
      reason: 'The rider has a photo at the door',
    });
    expect(rejected.statusCode).toBe(200);
    const detail = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
    expect(detail.json().deliveries[0].report).toMatchObject({
      status: 'rejected',
      decisionReason: 'The rider has a photo at the door',
    });
    expect((await credits(t, order.token)).balance).toBe(0);
    const reported = await report(order.token, order.first._id);
    expect(reported.statusCode).toBe(409);
  });

  it('is open to the owner only, for a delivered meal, until 24 hours after its window', async () => {
    const order = await deliveredLunch();
    const stranger = await signupUser(t.app);
    const theirs = await report(stranger.token, order.first._id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(DELIVERY_MSG.deliveryNotFound);

    const second = order.deliveries[1] as DeliveryAnswer;
    const scheduled = await report(order.token, second._id);
    expect(scheduled.statusCode).toBe(409);
    expect(scheduled.json().message).toBe(CREDIT_MSG.reportNotDelivered);

    // The window closes at 14:00; 24 hours later is the last moment.
    const next = india(second.date, '14:00');
    t.setNow(new Date(next.getTime() + 1));
    const tooLate = await report(order.token, order.first._id);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(CREDIT_MSG.reportTooLate);
    t.setNow(next);
    expect((await report(order.token, order.first._id)).statusCode).toBe(200);

    expect((await t.call('GET', '/api/admin/missed-reports', order.token)).statusCode).toBe(403);
  });
});
