// Issue 25 points 3 and 7: a cancellation after the start says which meals past their cut-off are
// still cooked and delivered, and the credits or refund to the rupee, in the preview, in the
// message (inbox, email, WhatsApp) and on the plan's page; bringing a meal back is told like a skip.
import { formatIndiaDate, formatRupees } from '@fitthali/domain/india-format';
import { lastMealValues } from '@fitthali/domain/meal-values';
import type { NotificationKind } from '@fitthali/domain/notifications';
import { orderNumber } from '@fitthali/domain/order-number';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../src/db/schema/notifications.ts';
import { sendDueNotifications } from '../../../src/notifications/send-notifications.ts';
import { cancelOrder, cancelPreview } from '../../factories/cancel.ts';
import {
  type DeliveryAnswer,
  paidOnlineAtClock,
  pastCutOff,
  placeOrderAtClock,
} from '../../helpers/clocked-app.ts';
import { messagedTestApp } from '../../helpers/messaged-app.ts';

const { t, fakes } = messagedTestApp();

async function storedOf(userId: string, kind: NotificationKind) {
  return t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/**
 * The order's end and meals as the customer's profile lists it, and its end as the admin's lists
 * (All Subscriptions, the customer's orders on Users) give it.
 */
async function expectListedEnd(
  order: { id: string; token: string; userId: string },
  endDate: string | null,
  meals: { delivered: number; remaining: number },
) {
  const profile = await t.call('GET', '/api/user/profile', order.token);
  const listed = profile.json().user.subscriptions.find((s: { _id: string }) => s._id === order.id);
  expect(listed).toMatchObject({ status: 'cancelled', endDate, meals });
  const own = await t.call('GET', `/api/admin/user-subscriptions/${order.userId}`, t.admin);
  expect(own.json().subscriptions).toMatchObject([{ _id: order.id, endDate }]);
  const all = await t.call('GET', '/api/admin/subscriptions?limit=100', t.admin);
  const row = all.json().subscriptions.find((s: { _id: string }) => s._id === order.id);
  expect(row).toMatchObject({ endDate });
}

const meal = (d: DeliveryAnswer | undefined) => `${d?.slot} on ${formatIndiaDate(d?.date ?? '')}`;

describe('cancelling after the start names the meals still coming (issue 25 point 3)', () => {
  it('in the preview, the message on every channel and the plan page, with the credits in rupees', async () => {
    const order = await placeOrderAtClock(t, {
      paymentMode: 'Online',
      slot: 'Lunch + Dinner',
      pay: true,
    });
    const put = await t.call('PUT', '/api/user/notification-preferences', order.token, {
      email: true,
      whatsapp: true,
      reminders: true,
    });
    expect(put.statusCode).toBe(200);
    const [lunch1, dinner1, lunch2, dinner2] = order.deliveries;
    // Day one's two meals and day two's lunch are past their cut-off; day two's dinner is not.
    const now = pastCutOff(t, lunch2);
    const credited = lastMealValues(order.total, 14, 11).reduce((a, b) => a + b, 0);
    const coming = [
      { date: lunch1?.date, slot: 'Lunch' },
      { date: dinner1?.date, slot: 'Dinner' },
      { date: lunch2?.date, slot: 'Lunch' },
    ];
    const list = [lunch1, dinner1, lunch2].map(meal).join('; ');
    const comingSentence = `These 3 meals are already being prepared and will still be delivered to you: ${list}.`;

    const preview = await cancelPreview(t, order.token, order.id);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().cancellation).toMatchObject({
      rule: 'after-start',
      meals: 11,
      refund: 0,
      credits: 11,
      creditsValue: credited,
      stillComing: coming,
      lines: [comingSentence, `11 meals become meal credits worth ${formatRupees(credited)}.`],
    });
    expect(credited).toBeGreaterThanOrEqual(1000);
    expect(preview.json().cancellation.lines[1]).toMatch(/worth ₹\d{1,2},\d{3}\.$/);

    const res = await cancelOrder(t, order.token, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().creditsAdded).toBe(11);

    // The message as stored (the inbox reads it) says what comes and what was credited.
    const [told] = await storedOf(order.userId, 'order-cancelled');
    const creditLine = `11 meals become meal credits worth ${formatRupees(credited)}. They are on your profile for your next order.`;
    expect(told?.body).toBe(
      [`Your ${told?.data.plan} is cancelled. ${comingSentence}`, creditLine].join(' '),
    );
    expect(told?.body).not.toContain('no more meals');
    const inbox = await t.call('GET', '/api/user/notifications', order.token);
    const listed = inbox
      .json()
      .notifications.find((n: { kind: string }) => n.kind === 'order-cancelled');
    expect(listed.body).toBe(told?.body);

    // Sent: the email carries the same sentences, WhatsApp the same meals and rupees.
    await sendDueNotifications(t.app, now);
    const mail = fakes.smtp.mails.find(
      (m) => m.to.includes(order.email) && m.subject === `Order ${orderNumber(order.id)} cancelled`,
    );
    expect(mail?.text).toContain(comingSentence);
    expect(mail?.text).toContain(creditLine);
    const sent = fakes.whatsapp.messages.find(
      (m) => m.template === 'order_cancelled' && m.params[0] === orderNumber(order.id),
    );
    expect(sent?.params.slice(2)).toEqual([
      `11 meal credits worth ${formatRupees(credited)}`,
      list,
    ]);
    expect(fakes.whatsapp.refused).toEqual([]);

    // The plan page: the cancelled meals as cancelled, the meals still coming, the real last day.
    const page = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
    const body = page.json();
    expect(body.subscription).toMatchObject({ status: 'cancelled', endDate: lunch2?.date });
    expect(body.cancellation).toEqual({
      refund: 0,
      credits: 11,
      creditsValue: credited,
      stillComing: coming,
    });
    const statuses = body.deliveries.map((d: DeliveryAnswer) => d.status);
    expect(statuses.filter((s: string) => s === 'cancelled')).toHaveLength(11);
    expect(body.deliveries.find((d: DeliveryAnswer) => d._id === dinner2?._id)?.status).toBe(
      'cancelled',
    );

    // The profile's list and the admin's lists end the plan where the plan page does: on the last
    // meal still coming, not the last day it was bought for (decision 152).
    const boughtUntil = order.deliveries.at(-1)?.date;
    expect(boughtUntil).not.toBe(lunch2?.date);
    await expectListedEnd(order, lunch2?.date ?? null, { delivered: 0, remaining: 3 });
  });

  it('says no meal comes, and the refund in rupees, when cancelled before the start', async () => {
    const order = await paidOnlineAtClock(t);
    const preview = await cancelPreview(t, order.token, order.id);
    expect(preview.json().cancellation).toMatchObject({ rule: 'before-start', stillComing: [] });
    expect((await cancelOrder(t, order.token, order.id)).statusCode).toBe(200);
    const [told] = await storedOf(order.userId, 'order-cancelled');
    expect(told?.body).toBe(
      [
        `Your ${told?.data.plan} is cancelled; no more meals will be delivered.`,
        `We are refunding ${formatRupees(order.total)} to your original payment method; it arrives in 5–7 working days.`,
      ].join(' '),
    );
    const page = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
    expect(page.json().cancellation).toEqual({
      refund: order.total,
      credits: 0,
      creditsValue: 0,
      stillComing: [],
    });
    // No meal at all: the lists give no end date rather than the one it was bought for.
    await expectListedEnd(order, null, { delivered: 0, remaining: 0 });
  });
});

describe('skip and bring back are told alike (issue 25 point 7, decision 135)', () => {
  it('confirms each skip and each bring back, a second skip of the same meal too', async () => {
    const order = await placeOrderAtClock(t, { days: 7 });
    const [first] = order.deliveries;
    const change = (action: 'skip' | 'unskip') =>
      t.call('POST', `/api/user/deliveries/${first?._id}/${action}`, order.token);
    expect((await change('skip')).statusCode).toBe(200);
    expect((await change('unskip')).statusCode).toBe(200);
    expect((await change('unskip')).statusCode).toBe(409);
    expect((await change('skip')).statusCode).toBe(200);
    const skipped = await storedOf(order.userId, 'delivery-skipped');
    const back = await storedOf(order.userId, 'delivery-unskipped');
    expect(skipped).toHaveLength(2);
    expect(back).toHaveLength(1);
    expect(back[0]?.title).toBe(`${meal(first)} is back`);
    expect(back[0]?.body).toMatch(/Your plan now ends on \w{3}, \d{2} \w{3}\./);
  });
});
