// Issue 26 point 8: a customer rates yesterday's delivered meal on a 360 px phone (stars as a radio
// group, a comment), and the admin's Ratings page shows the dish's average and the comment.
//
// A meal is marked delivered only on its day, on the server's clock, so this file runs a server of
// its own on a database it seeds first: one customer with yesterday's lunch delivered (its dish
// recorded) and today's to come.

import type { PGlite } from '@electric-sql/pglite';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { RATING_MSG } from '@fitthali/domain/meal-ratings';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password.ts';
import { ODISHA_ADDRESS } from '../../server/test/factories/order-payload.ts';
import { signInPage } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { seedCodLunches } from './support/seeded-orders.ts';
import { seededServer } from './support/seeded-server.ts';

const today = todayInIndia();
const yesterday = addDays(today, -1);
const PASSWORD = 'rating-pass-1';
const customer = { name: 'Rating Rashmi', email: 'rating.rashmi@example.in', phone: '9820000091' };
const DISH = 'Dalma with brown rice';
let orderId = '';

async function seed(db: PGlite) {
  const passwordHash = await hashPassword(PASSWORD);
  orderId = await seedCodLunches(db, {
    customer: { ...customer, passwordHash },
    dates: [yesterday, today],
    today,
    address: ODISHA_ADDRESS,
  });
  const dish = await db.query<{ id: string }>(
    `insert into dishes (name, diet) values ($1, 'veg') returning id`,
    [DISH],
  );
  await db.query('update deliveries set dish_id = $1 where subscription_id = $2', [
    dish.rows[0]?.id,
    orderId,
  ]);
}

const own = seededServer('meal-rating', seed);

describe('rating a meal (issue 26 point 8)', () => {
  it('a customer rates a delivered meal at 360 px, and the admin reads it', async () => {
    const session = await own.api<{ token: string; user: Record<string, unknown> }>(
      '/api/auth/login',
      undefined,
      { method: 'POST', body: JSON.stringify({ identifier: customer.email, password: PASSWORD }) },
    );
    const page = await own.page();
    await signInPage(page, session);
    await page.goto(`/profile/subscriptions/${orderId}`);

    // Yesterday's meal is past; its list opens by itself while the meal can be rated.
    const row = page.getByRole('listitem', { name: `Lunch on ${formatIndiaDate(yesterday)}` });
    await row.getByRole('button', { name: RATING_MSG.rateThisMeal }).click();
    const stars = row.getByRole('group', { name: RATING_MSG.rateThisMeal });
    await stars.getByRole('radio', { name: '4 stars' }).check({ force: true });
    expect(await stars.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await row.getByLabel('Comment (optional)').fill('Lovely dalma, a little salty');
    expect(
      await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
    ).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Save rating' }).click();
    await row.getByText(`${RATING_MSG.rated(4)} “Lovely dalma, a little salty”`).waitFor();
    await row.getByRole('button', { name: 'Change rating' }).waitFor();
    await page.context().close();

    const admin = await own.adminPage('/admin/ratings', {});
    const all = admin.getByRole('region', { name: 'All rated dishes' });
    const dish = all.getByRole('listitem').filter({ hasText: DISH }).first();
    await dish.getByText('4.0').waitFor();
    await dish.getByText('“Lovely dalma, a little salty”').waitFor();
    await dish.getByText(/4 stars · Rating · /).waitFor();
    await admin
      .getByRole('region', { name: /^Rated lowest in the last 30 days/ })
      .getByText(DISH)
      .waitFor();
    await admin.context().close();
  });
});
