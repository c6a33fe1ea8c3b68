import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, PHONE } from './support/browser.ts';
import { liveMenuServer, setTodaysLunch, todaysCard } from './support/live-menu-server.ts';

const browser = browserForFile();

// The journey changes the menu in the database while the server runs, as another instance (or the
// menu planner) would; a reload is the moment the change may show.
describe.runIf(process.env.TEST_DATABASE_URL)('the storefront menu (issue 26 point 7)', () => {
  const live = liveMenuServer('menu');

  /** Today's lunch on the High Protein Veg menu becomes a new dish named `dish`. */
  async function planTodaysLunch(dish: string) {
    const { rows } = await live
      .db()
      .query<{ id: string }>(
        `insert into dishes (name, diet, calories, illustration) values ($1, 'veg', 555, 'dishes/dalma.svg') returning id`,
        [dish],
      );
    await setTodaysLunch(live.db(), rows[0]?.id ?? '');
  }

  it('the menu page shows the operator’s change without a rebuild', async () => {
    const page = await newPage(browser(), { ...PHONE, baseURL: live.baseURL() });
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
      baseURL: live.baseURL(),
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
