import { addDays } from '@fitthali/domain/dates';
import { formatRupees } from '@fitthali/domain/india-format';
import { MAX_SEND_ATTEMPTS } from '@fitthali/domain/notifications';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../../../src/db/schema/notifications.ts';
import { users } from '../../../src/db/schema/users.ts';
import { scheduleDueReminders } from '../../../src/notifications/reminders.ts';
import { sendDueNotifications } from '../../../src/notifications/send-notifications.ts';
import { putBusiness } from '../../factories/business.ts';
import { cancelOrder } from '../../factories/cancel.ts';
import { credits, customerWithOrder, missFirst } from '../../factories/credits.ts';
import { ODISHA_ADDRESS } from '../../factories/order-payload.ts';
import {
  orderPayload,
  payWithTestGateway,
  placeOnlineOrder,
  subscribe,
} from '../../factories/orders.ts';
import { signupUser } from '../../factories/users.ts';
import { india } from '../../helpers/clocked-app.ts';
import { messagedTestApp } from '../../helpers/messaged-app.ts';

const { t, fakes } = messagedTestApp();

/** Every notification stored for a customer, oldest first, with its sends. */
async function storedFor(userId: string) {
  const rows = await t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  const out = [];
  for (const row of rows) {
    const sends = await t.app.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, row.id))
      .orderBy(asc(notificationDeliveries.channel));
    out.push({ ...row, sends });
  }
  return out;
}

const kindsOf = async (userId: string) => (await storedFor(userId)).map((n) => n.kind);

async function inbox(token: string) {
  const res = await t.call('GET', '/api/user/notifications', token);
  expect(res.statusCode).toBe(200);
  return res.json().notifications as {
    _id: string;
    kind: string;
    title: string;
    body: string;
    createdAt: string;
    channels: { channel: string; status: string }[];
  }[];
}

const mailsTo = (email: string) => fakes.smtp.mails.filter((mail) => mail.to.includes(email));

async function optIn(
  token: string,
  prefs: Partial<Record<'email' | 'whatsapp' | 'reminders', boolean>>,
) {
  const res = await t.call('PUT', '/api/user/notification-preferences', token, {
    email: true,
    whatsapp: false,
    reminders: true,
    ...prefs,
  });
  expect(res.statusCode).toBe(200);
}

describe('order and payment notifications (issue 15 point 2)', () => {
  it('confirms a COD order once by email, even when the order request is retried', async () => {
    const customer = await signupUser(t.app);
    const payload = orderPayload();
    const first = await subscribe(t.app, customer.token, payload, 'order-key-notify-1');
    const again = await subscribe(t.app, customer.token, payload, 'order-key-notify-1');
    expect(first.statusCode).toBe(201);
    expect(again.json().subscriptionId).toBe(first.json().subscriptionId);

    const [note, ...more] = await inbox(customer.token);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      kind: 'order-confirmed',
      channels: [{ channel: 'email', status: 'queued' }],
    });
    expect(note?.body).toContain(formatRupees(payload.totalPrice));

    // The order is stamped by the real clock, a moment after the test's.
    await sendDueNotifications(t.app, new Date());
    await sendDueNotifications(t.app, new Date());
    const mails = mailsTo(customer.payload.email);
    expect(mails).toHaveLength(1);
    const [sent] = (await storedFor(customer.user._id)).flatMap((n) => n.sends);
    expect(mails[0]).toMatchObject({
      subject: note?.title,
      messageId: `<${sent?.id}@fitthali.test>`,
    });
    expect(mails[0]?.text).toContain(`Total ${formatRupees(payload.totalPrice)}`);
    expect(mails[0]?.text).toContain('https://fitthali.test/profile');
    expect(mails[0]?.html).toContain('<h1');
    expect((await inbox(customer.token))[0]?.channels).toEqual([
      { channel: 'email', status: 'sent' },
    ]);
  });

  it('tells an online order’s payment once when the browser reports it twice', async () => {
    const customer = await placeOnlineOrder(t.app);
    const id = customer.order.subscriptionId as string;
    expect(await kindsOf(customer.user._id)).toEqual([]);
    expect((await payWithTestGateway(t.app, customer.token, id)).statusCode).toBe(200);
    await payWithTestGateway(t.app, customer.token, id);
    expect(await kindsOf(customer.user._id)).toEqual(['payment-received']);
  });
});

describe('receipts carry the tax invoice (issue 15 point 5)', () => {
  const invoiceFile = /^FT-\d{4}-\d{5}\.pdf$/;

  it('attaches the invoice to the payment’s receipt email', async () => {
    expect((await putBusiness(t.app, t.admin)).statusCode).toBe(200);
    const customer = await placeOnlineOrder(t.app);
    const id = customer.order.subscriptionId as string;
    expect((await payWithTestGateway(t.app, customer.token, id)).statusCode).toBe(200);
    await sendDueNotifications(t.app, new Date());
    const [mail] = mailsTo(customer.payload.email);
    const [file, ...more] = mail?.attachments ?? [];
    expect(more).toEqual([]);
    expect(file?.filename).toMatch(invoiceFile);
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const number = file?.filename.replace('.pdf', '').replaceAll('-', '/');
    expect(mail?.text).toContain(`Your tax invoice ${number} is attached.`);
  });

  it('sends a receipt with the invoice when COD cash is collected, once', async () => {
    expect((await putBusiness(t.app, t.admin)).statusCode).toBe(200);
    const order = await t.placeOrder();
    const first = order.deliveries[0];
    if (!first) throw new Error('no delivery');
    t.setNow(india(first.date, '13:00'));
    const collect = () => t.call('POST', `/api/admin/deliveries/${first._id}/cash`, t.admin);
    expect((await collect()).statusCode).toBe(200);
    await collect();
    const receipts = (await storedFor(order.userId)).filter((n) => n.kind === 'cash-received');
    expect(receipts).toHaveLength(1);
    await sendDueNotifications(t.app, india(first.date, '13:01'));
    const [mail] = mailsTo(order.email).filter((m) => m.subject.startsWith('Cash received'));
    expect(mail?.text).toContain('in cash for your');
    expect(mail?.attachments.map((f) => f.filename)).toEqual([expect.stringMatching(invoiceFile)]);

    // The receipt and its invoice are the customer's own: another customer sees neither.
    const [receipt] = receipts;
    expect((await inbox(order.token)).map((n) => n._id)).toContain(receipt?.id);
    const stranger = await signupUser(t.app);
    expect(await inbox(stranger.token)).toEqual([]);
    const [invoice] = (await t.call('GET', '/api/user/invoices', order.token)).json().invoices;
    expect(invoice?.url).toMatch(/^\/api\/invoices\/.+\/pdf$/);
    expect((await t.call('GET', invoice.url, order.token)).statusCode).toBe(200);
    const theirs = await t.call('GET', invoice.url, stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().success).toBe(false);
  });
});

describe('changes to the plan (issue 15 point 2)', () => {
  it('confirms a skip, a pause, a resume and an address change once each, with the end date', async () => {
    const { token, userId, id, deliveries } = await customerWithOrder(t, { days: 7 });
    const [first, second, third] = deliveries;
    t.setNow(india(addDays(first?.date ?? '', -2), '09:00'));
    const post = (url: string, body?: object) => t.call('POST', url, token, body);

    expect((await post(`/api/user/deliveries/${first?._id}/skip`)).statusCode).toBe(200);
    expect((await post(`/api/user/deliveries/${first?._id}/skip`)).statusCode).toBe(409);
    const pause = { from: second?.date, until: third?.date };
    expect((await post(`/api/user/subscriptions/${id}/pause`, pause)).statusCode).toBe(200);
    expect((await post(`/api/user/subscriptions/${id}/pause`, pause)).statusCode).toBe(409);
    expect((await post(`/api/user/subscriptions/${id}/resume`)).statusCode).toBe(200);
    expect((await post(`/api/user/subscriptions/${id}/resume`)).statusCode).toBe(409);
    const address = { address: { ...ODISHA_ADDRESS, at: 'House 7, Saheed Nagar' } };
    const move = () => t.call('PUT', `/api/user/subscriptions/${id}/address`, token, address);
    expect((await move()).statusCode).toBe(200);
    expect((await move()).statusCode).toBe(200);

    const stored = await storedFor(userId);
    expect(stored.map((n) => n.kind).sort()).toEqual([
      'address-changed',
      'delivery-skipped',
      'order-confirmed',
      'plan-paused',
      'plan-resumed',
    ]);
    const skipped = stored.find((n) => n.kind === 'delivery-skipped');
    expect(skipped?.body).toMatch(/Your plan now ends on \w{3}, \d{2} \w{3}\./);
    const moved = stored.find((n) => n.kind === 'address-changed');
    expect(moved?.body).toContain('House 7, Saheed Nagar');
  });

  it('tells a refund once when the admin’s request is repeated with its key', async () => {
    const customer = await placeOnlineOrder(t.app);
    const id = customer.order.subscriptionId as string;
    expect((await payWithTestGateway(t.app, customer.token, id)).statusCode).toBe(200);
    const refund = () =>
      t.call(
        'POST',
        `/api/admin/subscriptions/${id}/refunds`,
        t.admin,
        { amount: 300, reason: 'A lunch arrived cold' },
        { 'idempotency-key': 'refund-notify-1' },
      );
    expect((await refund()).statusCode).toBe(201);
    await refund();
    const told = (await storedFor(customer.user._id)).filter((n) => n.kind === 'refund-issued');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('₹300');
  });

  it('confirms a cancellation once when the cancel is retried with its key', async () => {
    const { token, userId, id } = await customerWithOrder(t);
    expect((await cancelOrder(t, token, id, 'cancel-notify-1')).statusCode).toBe(200);
    expect((await cancelOrder(t, token, id, 'cancel-notify-1')).statusCode).toBe(200);
    expect((await kindsOf(userId)).sort()).toEqual(['order-cancelled', 'order-confirmed']);
  });
});

describe('a missed delivery and the quiet hours (issue 15 point 2)', () => {
  it('apologises once with the credit, and holds it from 21:30 until 08:00 India time', async () => {
    const { userId, deliveries } = await customerWithOrder(t);
    const [missed] = await missFirst(t, deliveries, 1);
    // Marked again: the credit stands, nothing new is written.
    await t.call('POST', `/api/admin/deliveries/${missed?._id}/missed`, t.admin, {
      reason: 'Rider could not find the house',
    });
    const apology = (await storedFor(userId)).filter((n) => n.kind === 'missed-delivery-credit');
    expect(apology).toHaveLength(1);
    const [send] = apology[0]?.sends ?? [];
    const morning = india(addDays(missed?.date ?? '', 1), '08:00');
    expect(send?.nextAttemptAt).toEqual(morning);

    await sendDueNotifications(t.app, india(missed?.date ?? '', '23:59'));
    const night = await storedFor(userId);
    expect(night.find((n) => n.kind === 'missed-delivery-credit')?.sends[0]?.status).toBe('queued');
    // The order's own confirmation is a receipt: it went out at night all the same.
    expect(night.find((n) => n.kind === 'order-confirmed')?.sends[0]?.status).toBe('sent');

    await sendDueNotifications(t.app, morning);
    const after = await storedFor(userId);
    expect(after.find((n) => n.kind === 'missed-delivery-credit')?.sends[0]?.status).toBe('sent');
  });
});

describe('WhatsApp, retries and the admin outbox (issue 15 points 2 and 4)', () => {
  it('retries a failing channel with backoff, shows it failed, and resends it', async () => {
    const customer = await signupUser(t.app);
    await optIn(customer.token, { whatsapp: true });
    fakes.whatsapp.fail(Number.POSITIVE_INFINITY);
    const order = await subscribe(t.app, customer.token, orderPayload());
    expect(order.statusCode).toBe(201);
    const [note] = await storedFor(customer.user._id);
    expect(note?.sends.map((s) => s.channel)).toEqual(['email', 'whatsapp']);

    // Each run at the moment the last one set for the next attempt, until the channel gives up.
    const gaps: number[] = [];
    let row = note?.sends.find((s) => s.channel === 'whatsapp');
    while (row && row.status === 'queued') {
      const at = row.nextAttemptAt;
      await sendDueNotifications(t.app, at);
      const [next] = await t.app.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.id, row.id));
      if (next?.status === 'queued') gaps.push(next.nextAttemptAt.getTime() - at.getTime());
      row = next;
    }
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(MAX_SEND_ATTEMPTS);
    expect(gaps).toEqual([1, 2, 4, 8].map((minutes) => minutes * 60_000));

    const outbox = await t.call('GET', '/api/admin/notifications?status=failed', t.admin);
    expect(outbox.statusCode).toBe(200);
    const listed = outbox.json().notifications.find((n: { _id: string }) => n._id === note?.id);
    expect(listed.channels).toEqual([
      expect.objectContaining({ channel: 'email', status: 'sent', attempts: 1, lastError: null }),
      expect.objectContaining({
        channel: 'whatsapp',
        status: 'failed',
        attempts: MAX_SEND_ATTEMPTS,
        lastError: 'WhatsApp 500: Service unavailable',
      }),
    ]);
    const dashboard = await t.call('GET', '/api/admin/dashboard', t.admin);
    expect(dashboard.json().notificationFailures).toBeGreaterThanOrEqual(1);

    fakes.whatsapp.fail(0);
    const resend = await t.call('POST', `/api/admin/notifications/${note?.id}/resend`, t.admin);
    expect(resend.statusCode).toBe(200);
    expect(resend.json().notification.channels[1]).toMatchObject({
      channel: 'whatsapp',
      status: 'sent',
      lastError: null,
    });
    const message = fakes.whatsapp.messages.find((m) => m.reference === row?.id);
    expect(message).toMatchObject({
      template: 'order_confirmed',
      language: 'en',
      to: `91${customer.payload.phone}`,
    });
    expect(message?.params[0]).toMatch(/^#[0-9A-F]{8}$/);
    expect(fakes.whatsapp.refused).toEqual([]);

    const twice = await t.call('POST', `/api/admin/notifications/${note?.id}/resend`, t.admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      success: false,
      message: 'This notification has no failed message to send again.',
    });
  });

  it('keeps the outbox to admins and checks its query', async () => {
    const customer = await signupUser(t.app);
    expect((await t.call('GET', '/api/admin/notifications', customer.token)).statusCode).toBe(403);
    const bad = await t.call('GET', '/api/admin/notifications?status=lost', t.admin);
    expect(bad.statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await t.call('POST', `/api/admin/notifications/${unknown}/resend`, t.admin);
    expect(missing.statusCode).toBe(404);
  });
});

describe('reminders by the clock (issue 15 point 2)', () => {
  it('reminds the evening before with the cut-off, once, and never an opted-out customer', async () => {
    // Dinner: at 19:00 its cut-off (24 hours before 19:30) is still ahead; lunch's has passed.
    const keen = await customerWithOrder(t, { slot: 'Dinner' });
    const quiet = await customerWithOrder(t, { slot: 'Dinner' });
    await optIn(quiet.token, { reminders: false });
    const first = keen.deliveries[0]?.date ?? '';
    const eve = addDays(first, -1);

    await scheduleDueReminders(t.app.db, india(eve, '18:55'));
    await scheduleDueReminders(t.app.db, india(eve, '19:05'));
    await scheduleDueReminders(t.app.db, india(eve, '20:30'));
    const reminders = (await storedFor(keen.userId)).filter((n) => n.kind === 'delivery-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body).toMatch(/Skip until \w{3}, \d{2} \w{3}, \d{1,2}:\d{2} [ap]m\./);
    expect(reminders[0]?.data.deliveryId).toBe(keen.deliveries[0]?._id);
    expect(reminders[0]?.sends[0]?.nextAttemptAt).toEqual(india(eve, '19:00'));
    expect(await kindsOf(quiet.userId)).toEqual(['order-confirmed']);

    await sendDueNotifications(t.app, india(eve, '19:05'));
    const [user] = await t.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, keen.userId));
    const mail = mailsTo(user?.email ?? '');
    expect(mail.some((m) => m.text.includes(`/profile/subscriptions/${keen.id}?delivery=`))).toBe(
      true,
    );
  });

  it('tells of a plan ending in 3 days and on its last day, and of credits expiring in 7', async () => {
    const { userId, deliveries } = await customerWithOrder(t, { days: 7 });
    const last = deliveries.at(-1)?.date ?? '';
    await scheduleDueReminders(t.app.db, india(addDays(last, -3), '10:00'));
    await scheduleDueReminders(t.app.db, india(addDays(last, -3), '10:10'));
    await scheduleDueReminders(t.app.db, india(last, '10:00'));
    const ending = (await storedFor(userId)).filter((n) => n.kind === 'plan-ending');
    expect(ending.map((n) => n.title)).toEqual([
      'Your High Protein ends in 3 days',
      'Your High Protein ends today',
    ]);

    const missed = await customerWithOrder(t);
    await missFirst(t, missed.deliveries, 1);
    const [lot] = (await credits(t, missed.token)).lots;
    const weekBefore = new Date(new Date(lot?.expiresAt ?? '').getTime() - 7 * 86_400_000);
    await scheduleDueReminders(t.app.db, weekBefore);
    await scheduleDueReminders(t.app.db, weekBefore);
    const expiring = (await storedFor(missed.userId)).filter((n) => n.kind === 'credits-expiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0]?.data).toMatchObject({ meals: '1', value: String(lot?.value) });
  });
});

describe('the customer’s notifications and settings', () => {
  it('lists only the customer’s own, newest first', async () => {
    const a = await customerWithOrder(t);
    const b = await signupUser(t.app);
    expect(await inbox(b.token)).toEqual([]);
    t.setNow(new Date(Date.now() + 60_000));
    await t.call('POST', `/api/user/deliveries/${a.deliveries[0]?._id}/skip`, a.token);
    const listed = await inbox(a.token);
    expect(listed.map((n) => n.kind)).toEqual(['delivery-skipped', 'order-confirmed']);
    expect((await t.call('GET', '/api/user/notifications', '')).statusCode).toBe(401);
  });

  it('keeps preferences, defaulting to email and reminders on, WhatsApp off', async () => {
    const { token } = await signupUser(t.app);
    const read = async () =>
      (await t.call('GET', '/api/user/notification-preferences', token)).json();
    expect(await read()).toEqual({
      success: true,
      preferences: { email: true, whatsapp: false, reminders: true },
    });
    await optIn(token, { whatsapp: true, reminders: false });
    expect((await read()).preferences).toEqual({ email: true, whatsapp: true, reminders: false });
    const bad = await t.call('PUT', '/api/user/notification-preferences', token, {
      email: 'yes',
      whatsapp: false,
      reminders: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      message: 'Each notification setting must be on or off.',
    });
  });
});
