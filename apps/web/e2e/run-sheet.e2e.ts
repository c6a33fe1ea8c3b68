// Issue 13 point 6: a delivery person works the run sheet on a 360 px phone.
//
// Marks open on a delivery's own day, on the server's clock, which a journey cannot move. So this
// file runs a server of its own on a database it seeds first: three customers with a lunch today,
// written with the server's own migrations into the embedded database the server then opens.

import type { PGlite } from '@electric-sql/pglite';
import { todayInIndia } from '@fitthali/domain/dates';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ODISHA_ADDRESS } from '../../server/test/factories/order-payload.ts';
import { seriousViolations } from './support/axe.ts';
import { seedCodLunches } from './support/seeded-orders.ts';
import { seededServer } from './support/seeded-server.ts';

const today = todayInIndia();
// In three PIN codes, so the sheet's order is theirs.
const names = ['Stop Anand', 'Stop Bina', 'Stop Chitra'];

/** Three customers, each with a High Protein lunch today, still to deliver. */
async function seed(db: PGlite) {
  for (const [i, name] of names.entries()) {
    await seedCodLunches(db, {
      customer: { name, email: `runsheet${i}@example.in`, phone: `981000000${i}` },
      dates: [today],
      today,
      address: { ...ODISHA_ADDRESS, pin: `75100${i + 1}` },
    });
  }
}

const own = seededServer('run-sheet', seed);
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
    expect(await sheet.getByRole('listitem').allTextContents()).toHaveLength(3);
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
