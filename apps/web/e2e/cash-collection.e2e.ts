// Issue 14 point 6: a delivery person records cash on a 360 px run sheet and the order reads paid;
// the Cash due list shows a COD order still unpaid after its third delivery, and records its cash.
// Decision 101: a customer who cancels a COD plan mid-way before paying owes only the meals kept,
// sees that on the plan's page, and the rider's stop asks for and records exactly that.
//
// Cash is recorded on a delivery's own day, on the server's clock, which a journey cannot move. So,
// as the run sheet journey does, this file runs a server of its own on a database it seeds first:
// a COD lunch today, a COD order with three lunches delivered on the days before today, and one
// with two, written with the server's own migrations into the embedded database it then opens.

import type { PGlite } from '@electric-sql/pglite';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password.ts';
import { ODISHA_ADDRESS } from '../../server/test/factories/order-payload.ts';
import { signInPage } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { seedCodLunches } from './support/seeded-orders.ts';
import { seededServer } from './support/seeded-server.ts';

const today = todayInIndia();
const TOTAL = 1743;

/**
 * A COD order of `dates.length` lunches (₹1,743 for seven) with its COD payment record due; the
 * lunches before today are delivered, today's is still to deliver. Answers the order's id.
 */
function seedOrder(
  db: PGlite,
  n: number,
  name: string,
  dates: string[],
  passwordHash?: string,
): Promise<string> {
  return seedCodLunches(db, {
    customer: { name, email: `cash${n}@example.in`, phone: `982000000${n}`, passwordHash },
    dates,
    today,
    address: { ...ODISHA_ADDRESS, pin: `75100${n}` },
    withPayment: true,
  });
}

const orders = { runSheet: '', threeDone: '', twoDone: '', cancelling: '' };
const PASSWORD = 'cash-pass-1';

async function seed(db: PGlite) {
  const week = (from: number) => Array.from({ length: 7 }, (_, i) => addDays(today, from + i));
  orders.runSheet = await seedOrder(db, 1, 'Cash Anand', week(0));
  orders.threeDone = await seedOrder(db, 2, 'Cash Bina', week(-3));
  orders.twoDone = await seedOrder(db, 3, 'Cash Chitra', week(-2));
  // Yesterday's lunch delivered, today's being cooked: she cancels the rest before paying.
  const hash = await hashPassword(PASSWORD);
  orders.cancelling = await seedOrder(db, 4, 'Cash Deepa', week(-1), hash);
}

const own = seededServer('cash', seed);

async function toasted(page: Page, text: string) {
  await page.getByRole('region', { name: 'Notifications' }).getByText(text).waitFor();
}

describe('COD cash', () => {
  it('is recorded on a 360 px run sheet, and the order then reads paid', async () => {
    const page = await own.adminPage(`/admin/kitchen?date=${today}&slot=Lunch`);
    const stop = page
      .getByRole('region', { name: 'Run sheet' })
      .getByRole('listitem', { name: 'Cash Anand' });
    await stop.getByText('Cash due ₹1,743').waitFor();
    // The other two orders' lunches today are on the sheet too, each with its cash due.
    await stop.getByRole('button', { name: 'Cash collected for Cash Anand' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cash collected' });
    await confirm.getByText('Record ₹1,743 in cash collected from Cash Anand?').waitFor();
    await confirm.getByRole('button', { name: 'Record cash' }).click();
    await toasted(page, 'Cash Anand: cash ₹1,743 collected.');
    await stop.getByText('Cash ₹1,743 collected').waitFor();
    expect(await stop.getByRole('button', { name: /^Cash collected/ }).count()).toBe(0);

    expect(
      await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
    ).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);

    // The order's page says paid, and its trail says who recorded the cash.
    await page.goto(`/admin/subscriptions/${orders.runSheet}`);
    const payment = page.locator('dt', { hasText: 'Payment' }).locator('xpath=..');
    await payment.getByText('Paid', { exact: true }).waitFor();
    await page.getByText(`Recorded ₹1,743 cash collected on Lunch on`).waitFor();
    await page.context().close();
  });

  it('is listed as due after the third delivery, not before, and recorded from the list', async () => {
    const page = await own.adminPage('/admin');
    await page.getByRole('link', { name: 'Cash Due' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Cash due' }).waitFor();
    const table = page.getByRole('table');
    const bina = table.getByRole('row', { name: /Cash Bina/ });
    await bina.waitFor();
    expect(await bina.textContent()).toContain('₹1,743');
    expect(await table.getByRole('row', { name: /Cash Chitra/ }).count()).toBe(0);
    expect(await table.getByRole('row', { name: /Cash Anand/ }).count()).toBe(0);

    await bina.getByRole('button', { name: 'Record cash for Cash Bina' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Record cash collected' });
    await confirm.getByRole('button', { name: 'Record cash' }).click();
    await toasted(page, 'Cash Bina: cash ₹1,743 collected.');
    await page.getByText(/No cash due/).waitFor();
    expect(
      await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
    ).toBeLessThanOrEqual(360);

    // The books still balance after both collections.
    const books = await own.api<{ ok: boolean; money: { codCollected: number } }>(
      '/api/admin/books',
      await own.adminToken(),
    );
    expect(books).toMatchObject({ ok: true, money: { codCollected: 2 * TOTAL } });
    await page.context().close();
  });

  it('after a cancel mid-plan asks only for the meals kept, on the plan page and the run sheet', async () => {
    const session = await own.api<{ token: string; user: Record<string, unknown> }>(
      '/api/auth/login',
      undefined,
      {
        method: 'POST',
        body: JSON.stringify({ identifier: 'cash4@example.in', password: PASSWORD }),
      },
    );
    const customer = await own.page();
    await signInPage(customer, session, '/');
    await customer.goto(`/profile/subscriptions/${orders.cancelling}`);
    await customer.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = customer.getByRole('alertdialog', { name: 'Cancel this plan?' });
    await dialog.getByText(/stays due in cash, only for the meals you keep/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await customer.locator('.deliveries-page__head').getByText('Cancelled').waitFor();

    // What is owed: ₹249 for each meal not cancelled (yesterday's, today's, and any past cut-off).
    const mine = await own.api<{
      subscription: { amountDue: number };
      deliveries: { status: string }[];
    }>(`/api/user/subscriptions/${orders.cancelling}`, session.token);
    const kept = mine.deliveries.filter((d) => d.status !== 'cancelled').length;
    const due = mine.subscription.amountDue;
    expect(kept).toBeGreaterThanOrEqual(2);
    expect(kept).toBeLessThan(7);
    expect(due).toBe(249 * kept);
    const dueText = `₹${due.toLocaleString('en-IN')}`;
    const facts = customer.locator('dt', { hasText: 'Cash due' }).locator('xpath=..');
    await facts.getByText(dueText).waitFor();
    await facts.getByText('for the meals you kept').waitFor();
    expect(await seriousViolations(customer)).toEqual([]);
    await customer.context().close();

    // Today's lunch is on the run sheet, asking for the kept meals' cash only.
    const page = await own.adminPage(`/admin/kitchen?date=${today}&slot=Lunch`);
    const stop = page
      .getByRole('region', { name: 'Run sheet' })
      .getByRole('listitem', { name: 'Cash Deepa' });
    await stop.getByText(`Cash due ${dueText}`).waitFor();
    await stop.getByRole('button', { name: 'Cash collected for Cash Deepa' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cash collected' });
    await confirm.getByText(`Record ${dueText} in cash collected from Cash Deepa?`).waitFor();
    await confirm.getByRole('button', { name: 'Record cash' }).click();
    await toasted(page, `Cash Deepa: cash ${dueText} collected.`);

    // The order page shows it paid; the books hold the kept meals' cash and balance.
    await page.goto(`/admin/subscriptions/${orders.cancelling}`);
    const payment = page.locator('dt', { hasText: 'Payment' }).locator('xpath=..');
    await payment.getByText('Paid', { exact: true }).waitFor();
    const books = await own.api<{
      ok: boolean;
      money: { codCollected: number; problems: Record<string, number> };
    }>('/api/admin/books', await own.adminToken());
    expect(books.money.codCollected).toBe(2 * TOTAL + due);
    expect(books.money.problems.cashDueNotKeptMeals).toBe(0);
    expect(books.ok).toBe(true);
    await page.context().close();
  });
});
