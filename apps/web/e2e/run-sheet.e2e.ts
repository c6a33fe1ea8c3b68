// Issue 13 point 6: a delivery person works the run sheet on a 360 px phone. Issue 25 points 8
// and 9: on the delivery day the sheet opens on the slot now being delivered, one door is one stop
// whose cash one tap collects, and the cook table fits the phone. Issue 26 point 6: the meals are
// counted by dish, a customer who avoids egg is flagged at their stop, and the labels download.
//
// Marks open on a delivery's own day, on the server's clock. So this file runs a server of its
// own on a database it seeds first (three customers with a lunch today; for today's dinner, one
// customer with two orders at one door and a neighbour), written with the server's own migrations
// into the embedded database the server then opens, with the server's clock set to today at 19:45
// in India, in the dinner window (TEST_CLOCK_START). The second journey sets the phone's clock
// back a day: what opens and what can be marked is the server's to say.

import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ODISHA_ADDRESS } from '../../server/test/factories/order-payload.ts';
import { seriousViolations } from './support/axe.ts';
import { seedCodLunches } from './support/seeded-orders.ts';
import { seededServer } from './support/seeded-server.ts';

const today = todayInIndia();
// The server's clock: today at 19:45 in India, while dinner is going out.
const serverDay = today;
// In three PIN codes, so the sheet's order is theirs.
const names = ['Stop Anand', 'Stop Bina', 'Stop Chitra'];
const door = { name: 'Door Devi', email: 'door.devi@example.in', phone: '9810000010' };
const neighbour = { name: 'Next Nila', email: 'next.nila@example.in', phone: '9810000011' };
const doorOrders: string[] = [];

/** Three customers with a lunch today; one with two dinners tomorrow at one door, and a neighbour. */
async function seed(db: PGlite) {
  for (const [i, name] of names.entries()) {
    await seedCodLunches(db, {
      customer: { name, email: `runsheet${i}@example.in`, phone: `981000000${i}` },
      dates: [today],
      today,
      address: { ...ODISHA_ADDRESS, pin: `75100${i + 1}` },
    });
  }
  await db.query(`update users set avoids = '{eggs}' where email = 'runsheet1@example.in'`);
  const home = { ...ODISHA_ADDRESS, pin: '751020' };
  for (let i = 0; i < 2; i += 1) {
    doorOrders.push(
      await seedCodLunches(db, {
        customer: door,
        dates: [serverDay],
        today: serverDay,
        address: home,
        slot: 'Dinner',
      }),
    );
  }
  await seedCodLunches(db, {
    customer: neighbour,
    dates: [serverDay],
    today: serverDay,
    address: { ...home, at: 'Plot 43, Kharavela Nagar' },
    slot: 'Dinner',
    // The longest plan name, so the cook table is as wide as it gets.
    plan: { id: 'custom', name: 'Custom Meal Plan', mealOption: 'Non-Veg' },
  });
}

const own = seededServer('run-sheet', seed, () => ({
  TEST_CLOCK_START: `${serverDay}T19:45:00+05:30`,
}));
const { api, adminToken } = own;

function runSheetPage(): Promise<Page> {
  return own.adminPage(`/admin/kitchen?date=${today}&slot=Lunch`);
}

/** Each mark is confirmed in a toast. */
async function toasted(page: Page, text: string) {
  await page.getByRole('region', { name: 'Notifications' }).getByText(text).waitFor();
}

async function countsRead(page: Page, text: string) {
  await page.locator('.run-sheet__counts').filter({ hasText: text }).waitFor();
}

describe('the run sheet on a phone', () => {
  it('marks one delivered, one missed with a reason, then all remaining delivered', async () => {
    const page = await runSheetPage();
    const sheet = page.getByRole('region', { name: 'Run sheet' });
    const stop = (name: string) => sheet.getByRole('listitem', { name });
    const status = (name: string) => stop(name).locator('.run-stop__status');

    await stop(names[2] as string).waitFor();
    expect(await sheet.locator('.run-stop').count()).toBe(3);
    // The three lunches by dish (decided from the menu as the sheet loaded), and the stop of the
    // customer who avoids egg says so.
    const dishes = page.getByRole('region', { name: 'Dishes to cook' });
    const allDishes = dishes.getByRole('row').filter({ hasText: 'All dishes' });
    await allDishes.getByRole('cell').first().filter({ hasText: /^3$/ }).waitFor();
    await stop(names[1] as string)
      .getByText(/avoids egg/i)
      .waitFor();
    const [labels] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print labels' }).click(),
    ]);
    expect(labels.suggestedFilename()).toBe(`fitthali-labels-${today}-lunch.pdf`);
    expect((await readFile(await labels.path())).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await sheet.locator('.run-stop__name').allTextContents(), 'in PIN order').toEqual(names);
    // Today's lunch is past its cut-off: the counts are final.
    await page.locator('.kitchen-badge').filter({ hasText: 'Final' }).waitFor();
    await countsRead(page, '3 to deliver0 delivered0 missed');
    const call = stop(names[0] as string).getByRole('link', { name: /^Call/ });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    const map = stop(names[0] as string).getByRole('link', { name: /^Map/ });
    expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps/);

    await stop(names[0] as string)
      .getByRole('button', { name: /^Delivered/ })
      .click();
    await toasted(page, `${names[0]}: delivered.`);
    await status(names[0] as string)
      .filter({ hasText: 'Delivered' })
      .waitFor();
    await countsRead(page, '2 to deliver1 delivered0 missed');

    await stop(names[1] as string)
      .getByRole('button', { name: /^Missed/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Missed delivery' });
    await dialog.waitFor();
    // The reason field has the focus, and an empty reason is refused on the spot.
    await dialog.getByLabel('Reason').waitFor();
    expect(await dialog.getByLabel('Reason').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Mark missed' }).click();
    await dialog.getByText(DELIVERY_MSG.missedNeedsReason).waitFor();
    await dialog.getByLabel('Reason').fill('Nobody at the door');
    await dialog.getByRole('button', { name: 'Mark missed' }).click();
    await toasted(page, `${names[1]}: marked missed.`);
    await dialog.waitFor({ state: 'detached' });
    await status(names[1] as string)
      .filter({ hasText: 'Missed' })
      .waitFor();
    await stop(names[1] as string)
      .getByText('Reason: Nobody at the door')
      .waitFor();
    await countsRead(page, '1 to deliver1 delivered1 missed');

    await page.getByRole('button', { name: 'Mark all remaining delivered' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark all remaining delivered' });
    await confirm.getByRole('button', { name: 'Mark delivered' }).click();
    await toasted(page, '1 remaining delivery marked delivered.');
    await status(names[2] as string)
      .filter({ hasText: 'Delivered' })
      .waitFor();
    await countsRead(page, '0 to deliver2 delivered1 missed');
    expect(
      await page.getByRole('button', { name: 'Mark all remaining delivered' }).isDisabled(),
    ).toBe(true);

    // The server agrees, and the meals stay on the kitchen's count.
    const counts = await api<{
      totalMeals: number;
      remaining: number;
      delivered: number;
      missed: number;
    }>(`/api/admin/kitchen?date=${today}&slot=Lunch`, await adminToken());
    expect(counts).toMatchObject({ totalMeals: 3, remaining: 0, delivered: 2, missed: 1 });

    // Usable at 360 px: nothing wider than the screen, and nothing axe calls serious.
    expect(
      await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
    ).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

/** Whether the page, or the cook table's own scroller, is wider than what the phone shows. */
function scrollsSideways(page: Page) {
  return page.evaluate(() => {
    const doc = document.scrollingElement;
    const table = document.querySelector('[aria-label="Meals to cook"]');
    return {
      page: doc ? doc.scrollWidth > doc.clientWidth : true,
      cookTable: table ? table.scrollWidth > table.clientWidth : true,
    };
  });
}

describe('the run sheet on the delivery day (issue 25 points 8 and 9)', () => {
  it("opens on the server's slot now, makes one stop of one door, and one tap collects its cash", async () => {
    // No date or slot asked for: the server's clock says today's dinner is going out now. The
    // phone's clock says it is yesterday.
    const page = await own.adminPage('/admin/kitchen');
    await page.clock.setFixedTime(new Date(`${addDays(today, -1)}T12:00:00+05:30`));
    await page.reload();
    const heading = page.locator('.kitchen-heading');
    await heading.filter({ hasText: 'Dinner' }).waitFor();
    expect(await page.getByLabel('Slot').inputValue()).toBe('Dinner');
    expect(await page.getByLabel('Date').inputValue()).toBe(serverDay);

    const sheet = page.getByRole('region', { name: 'Run sheet' });
    const stop = sheet.getByRole('listitem', { name: door.name });
    await stop.waitFor();
    // Two orders at one door are one stop listing both meals; the neighbour is another stop.
    expect(await sheet.locator('.run-stop').count()).toBe(2);
    expect(await stop.locator('.run-stop__meal').count()).toBe(2);
    await sheet.getByRole('listitem', { name: neighbour.name }).waitFor();
    // The phone's calendar says the day has not come; the server's says it has, so marks show.
    await page.getByRole('button', { name: 'Mark all remaining delivered' }).waitFor();

    // One amount and one button for the door's two orders.
    await stop.getByText('Cash due ₹498').waitFor();
    const collect = stop.getByRole('button', { name: /^Cash collected/ });
    expect(await collect.count()).toBe(1);
    await collect.click();
    const confirm = page.getByRole('alertdialog', { name: 'Cash collected' });
    await confirm.getByText('Record ₹498 in cash collected from Door Devi for 2 orders?').waitFor();
    await confirm.getByRole('button', { name: 'Record cash' }).click();
    await toasted(page, 'Door Devi: cash ₹498 collected.');
    await stop.getByText('Cash ₹498 collected').waitFor();
    expect(await stop.getByRole('button', { name: /^Cash collected/ }).count()).toBe(0);

    // The server recorded each order's cash on its own.
    const after = await api<{
      deliveries: { subscriptionId: string; cash: { collected: { amount: number } | null } }[];
    }>(`/api/admin/kitchen?date=${serverDay}&slot=Dinner`, await adminToken());
    const collected = after.deliveries
      .filter((d) => doorOrders.includes(d.subscriptionId))
      .map((d) => d.cash.collected?.amount);
    expect(collected).toEqual([249, 249]);

    // 360 px: neither the page nor the cook table scrolls sideways, and nothing axe calls serious.
    await page.getByRole('region', { name: 'Meals to cook' }).waitFor();
    expect(await scrollsSideways(page)).toEqual({ page: false, cookTable: false });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
