import { randomBytes } from 'node:crypto';
import { todayInIndia, weekdayIndex } from '@fitthali/domain/dates';
import { weekdayName } from '@fitthali/domain/i18n/calendar';
import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, PHONE } from './support/browser.ts';
import { liveMenuServer, setTodaysLunch, todaysCard } from './support/live-menu-server.ts';
import { E2E_ADMIN } from './support/server-process.ts';

const browser = browserForFile();

// Issue 27: the operator writes a dish's Odia name beside the English; the `/or/` menu page shows
// it, with every word around it in Odia, in the HTML the server sends (before any script runs)
// and in the browser after hydration; the English page still says the English. On its own
// PostgreSQL database, as menu-page-live.e2e.ts, so the journey can put the dish on today's menu
// while the server runs.
describe.runIf(process.env.TEST_DATABASE_URL)('the Odia menu page (issue 27)', () => {
  const live = liveMenuServer('odia_menu');
  const ENGLISH = `Chhena tarkari with millet roti ${randomBytes(2).toString('hex')}`;
  const ODIA = 'ଛେନା ତରକାରି, ମିଲେଟ୍ ରୁଟି';

  async function api(path: string, method: string, body?: object, token?: string) {
    const res = await fetch(`${live.baseURL()}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer;
  }

  /** The operator adds the dish with its Odia name through the admin API; it becomes today's lunch. */
  async function operatorAddsOdiaDish() {
    const { token } = (await api('/api/admin/login', 'POST', E2E_ADMIN)) as { token: string };
    const { dish } = (await api(
      '/api/admin/dishes',
      'POST',
      {
        name: ENGLISH,
        nameOr: ODIA,
        diet: 'veg',
        calories: 555,
        protein: 24,
        carbs: 60,
        fat: 14,
        fibre: 8,
        allergens: ['milk', 'gluten'],
        tags: [],
      },
      token,
    )) as { dish: { _id: string; nameOr: string } };
    expect(dish.nameOr).toBe(ODIA);
    await setTodaysLunch(live.db(), dish._id);
  }

  const todayInOdia = () => weekdayName(weekdayIndex(todayInIndia()), 'or');

  it('the served HTML of /or/my-meal-plans names the dish in Odia before any script runs', async () => {
    await operatorAddsOdiaDish();
    const odia = await (await fetch(`${live.baseURL()}/or/my-meal-plans`)).text();
    expect(odia).toContain('<html lang="or"');
    expect(odia).toContain(ODIA);
    expect(odia).not.toContain(ENGLISH);
    for (const word of ['ମଧ୍ୟାହ୍ନ ଭୋଜନ', 'ରାତ୍ରି ଭୋଜନ', 'କ୍ୟାଲୋରି', 'ଏହି ସପ୍ତାହ:', todayInOdia()]) {
      expect(odia, word).toContain(word);
    }
    expect(odia).not.toMatch(/<dt>(Lunch|Dinner)<\/dt>/);

    const english = await (await fetch(`${live.baseURL()}/my-meal-plans`)).text();
    expect(english).toContain(ENGLISH);
    expect(english).not.toContain(ODIA);
    expect(english).toContain('<dt>Lunch</dt>');

    const plan = await (await fetch(`${live.baseURL()}/or/high-protein-plan`)).text();
    expect(plan).toContain(`${ODIA}<span class="week-menu__kcal"> · <!-- -->555<!-- --> କ୍ୟାଲୋରି`);
  });

  it('the browser shows it in Odia after hydration, and the toggle speaks Odia', async () => {
    const page = await newPage(browser(), { ...PHONE, baseURL: live.baseURL() });
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/or/my-meal-plans');
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('or');
    const card = page.locator('.menu-card').nth(todaysCard());
    expect(await card.textContent()).toContain(`ମଧ୍ୟାହ୍ନ ଭୋଜନ${ODIA}`);
    expect(problems).toEqual([]);
    const toggle = page.getByRole('group', { name: 'ଭୋଜନର ପ୍ରକାର' });
    await toggle.getByRole('button', { name: 'ଆମିଷ' }).click();
    expect(await card.textContent()).not.toContain(ODIA);
    await page.getByText('ସୋମବାରରୁ ରବିବାର ପର୍ଯ୍ୟନ୍ତ ଆମିଷ ମେନୁ ଦେଖାଯାଉଛି').waitFor();
    await toggle.getByRole('button', { name: 'ନିରାମିଷ' }).click();
    expect(await card.textContent()).toContain(ODIA);

    // The plan page, reached by the app's own navigation, asks the week in Odia.
    await page.getByRole('link', { name: 'ଏହି ପ୍ଲାନ୍ ନିଅନ୍ତୁ' }).click();
    await page.waitForURL('**/or/high-protein-plan');
    await page.locator('.week-menu__day').nth(todaysCard()).getByText(ODIA).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
