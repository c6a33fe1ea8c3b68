// Issue 15 points 2 and 4: an order is told on the customer's profile, and the admin sends a
// message that failed again from the outbox.
//
// This file runs a server of its own (no SMTP or WhatsApp configured: both channels write to the
// log, so a resend succeeds) on a database it seeds first with one customer whose order
// confirmation failed on every attempt.

import type { PGlite } from '@electric-sql/pglite';
import { todayInIndia } from '@fitthali/domain/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password.ts';
import { ODISHA_ADDRESS, orderPayload } from '../../server/test/factories/order-payload.ts';
import { signInPage } from './support/accounts.ts';
import { seedCodLunches } from './support/seeded-orders.ts';
import { seededServer } from './support/seeded-server.ts';

const PASSWORD = 'notify-pass-1';
const failed = { name: 'Failed Farida', email: 'failed.farida@example.in', phone: '9830000001' };
const orderer = { name: 'Ordering Omkar', email: 'ordering.omkar@example.in', phone: '9830000002' };
const FAILED_TITLE = 'Order #5EED0001 confirmed';

async function seed(db: PGlite) {
  const passwordHash = await hashPassword(PASSWORD);
  const today = todayInIndia();
  await seedCodLunches(db, {
    customer: { ...failed, passwordHash },
    dates: [today],
    today,
    address: ODISHA_ADDRESS,
  });
  await db.query(`insert into users (name, email, phone, password_hash) values ($1, $2, $3, $4)`, [
    orderer.name,
    orderer.email,
    orderer.phone,
    passwordHash,
  ]);
  await db.query(
    `with n as (
       insert into notifications (user_id, kind, event_key, title, body, data)
       select id, 'order-confirmed', 'order-confirmed:seeded', $2, 'Seeded.', '{}'::jsonb
       from users where email = $1 returning id
     )
     insert into notification_deliveries
       (notification_id, channel, status, attempts, next_attempt_at, last_error)
     select id, 'email', 'failed', 5, now(), 'SMTP 421: mailbox busy' from n`,
    [failed.email, FAILED_TITLE],
  );
}

const own = seededServer('notifications', seed);
const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

async function customerPage(email: string, path: string): Promise<Page> {
  const session = await own.api<{ token: string; user: Record<string, unknown> }>(
    '/api/auth/login',
    undefined,
    post({ identifier: email, password: PASSWORD }),
  );
  const page = await own.page();
  await signInPage(page, session);
  await page.goto(path);
  return page;
}

describe('notifications (issue 15)', () => {
  it('an order placed shows its confirmation on the profile, and the settings keep', async () => {
    const { token } = await own.api<{ token: string }>(
      '/api/auth/login',
      undefined,
      post({ identifier: orderer.email, password: PASSWORD }),
    );
    const order = await own.api<{ subscriptionId: string }>(
      '/api/subscribe',
      token,
      post(orderPayload()),
    );
    const number = order.subscriptionId.replace(/-/g, '').slice(0, 8).toUpperCase();

    const page = await customerPage(orderer.email, '/profile');
    // The toaster is a region named Notifications too; the profile's section is found by its heading.
    const inbox = () =>
      page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Notifications' }) });
    const section = inbox();
    await section.getByText(`Order #${number} confirmed`).waitFor();
    expect(await section.getByTestId('notification-list').textContent()).toContain('Email');

    const reminders = section.getByLabel(/Reminders: the evening before/);
    expect(await reminders.isChecked()).toBe(true);
    await reminders.uncheck();
    await section.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Notification settings saved.').waitFor();
    await page.reload();
    const again = inbox().getByLabel(/Reminders: the evening before/);
    await again.waitFor();
    expect(await again.isChecked()).toBe(false);
    await page.context().close();
  });

  it('the admin sees a failed message with its error and sends it again', async () => {
    const dashboard = await own.adminPage('/admin');
    await dashboard.getByText('1 customer message failed to send').click();
    await dashboard.waitForURL(/\/admin\/notifications\?status=failed$/);
    const row = dashboard.getByTestId('outbox-row').filter({ hasText: FAILED_TITLE });
    await row.getByText('SMTP 421: mailbox busy').waitFor();
    expect(await row.textContent()).toContain('failed, 5 attempts');

    await row.getByRole('button', { name: `Resend “${FAILED_TITLE}” to ${failed.name}` }).click();
    await dashboard.getByText('The message will be sent again in a moment.').waitFor();
    // It is no longer among the failed ones; on the whole outbox it shows as sent.
    await dashboard.getByText('Nothing here.').waitFor();
    await dashboard.getByRole('link', { name: 'all', exact: true }).click();
    const sent = dashboard.getByTestId('outbox-row').filter({ hasText: FAILED_TITLE });
    await sent.getByText('sent', { exact: true }).waitFor();
    expect(await sent.textContent()).toContain('sent, 1 attempt');
    await dashboard.context().close();
  });
});
