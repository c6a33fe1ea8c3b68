import { randomBytes } from 'node:crypto';
import { todayInIndia, weekdayIndex } from '@fitthali/domain/dates';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, newPage, PHONE } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server-process.ts';

const browser = browserForFile();

// The server runs on PostgreSQL here, so the journey can change the menu in the database while the
// server runs, as another instance (or the menu planner) would; the embedded database admits one
// process only. Each instance keeps a week for MENU_CACHE_SECONDS (decision 178; the integration
// tests move the clock through it): 0 here, so a reload is the moment the change may show.
describe.runIf(process.env.TEST_DATABASE_URL)('the storefront menu (issue 26 point 7)', () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `fitthali_menu_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let db: pg.Client;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    server = await startServer({ DATABASE_URL: url.toString(), MENU_CACHE_SECONDS: '0' });
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await server?.cleanup();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  /** Today's lunch on the High Protein Veg menu becomes `dish`, as the operator's override. */
  async function planTodaysLunch(dish: string) {
    const { rows } = await db.query<{ id: string }>(
      `insert into dishes (name, diet, calories, illustration) values ($1, 'veg', 555, 'dishes/dalma.svg') returning id`,
      [dish],
    );
    await db.query(
      `insert into menu_days (plan_id, meal_option, slot, date, dish_id, source)
       values ('high-protein', 'Veg', 'Lunch', $1, $2, 'override')
       on conflict (plan_id, meal_option, slot, date) do update set dish_id = excluded.dish_id`,
      [todayInIndia(), rows[0]?.id],
    );
  }

  /** Today's place in the week: the menus list Monday to Sunday. */
  const todaysCard = () => (weekdayIndex(todayInIndia()) + 6) % 7;

  it('the menu page shows the operator’s change without a rebuild', async () => {
    const page = await newPage(browser(), { ...PHONE, baseURL: server?.baseURL });
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/my-meal-plans');
    const card = page.locator('.menu-card').nth(todaysCard());
    const before = await card.textContent();
    expect(before).not.toContain('Chhena tarkari');
    expect(await page.locator('.menu-card').count()).toBe(7);

    await planTodaysLunch('Chhena tarkari with millet roti');
    await page.reload();
    expect(await card.textContent()).toContain('LunchChhena tarkari with millet roti');
    expect(await card.textContent()).toContain('Calories: 555 kcal lunch');
    // Hydration found the server's markup, and the toggle still works on the new week.
    expect(problems).toEqual([]);
    await page
      .getByRole('group', { name: 'Meal type' })
      .getByRole('button', { name: 'Non-Veg' })
      .click();
    expect(await card.textContent()).not.toContain('Chhena tarkari');
    await page
      .getByRole('group', { name: 'Meal type' })
      .getByRole('button', { name: 'Veg', exact: true })
      .click();
    expect(await card.textContent()).toContain('Chhena tarkari with millet roti');

    // The plan page's week, reached by the app's own navigation, has it too.
    await page.getByRole('link', { name: 'Subscribe to this plan' }).click();
    const planDay = page.locator('.week-menu__day').nth(todaysCard());
    await planDay.getByText('Chhena tarkari with millet roti · 555 kcal').waitFor();
    await page.context().close();
  });

  it('a visitor without JavaScript (and a crawler) reads the new menu too', async () => {
    await planTodaysLunch('Kanika pulao with dalma');
    const context = await browser().newContext({
      ...PHONE,
      baseURL: server?.baseURL,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/my-meal-plans');
    const card = page.locator('.menu-card').nth(todaysCard());
    expect(await card.textContent()).toContain('LunchKanika pulao with dalma');
    expect(await card.locator('img').getAttribute('src')).toBe('/images/dishes/dalma.svg');
    await page.goto('/high-protein-plan');
    expect(await page.locator('.week-menu__day').nth(todaysCard()).textContent()).toContain(
      'Kanika pulao with dalma · 555 kcal',
    );
    await context.close();
  });
});
