// Issue 27: a customer who reads only Odia manages their plan on a 360 px phone. They open
// /or/profile and read their plan and meal credits in Odia (dates from the domain's calendar
// table, the balance's plural), open the plan page, skip a lunch and swap a dish, each confirmed
// in Odia, and every request the pages send asks for Odia answers.
//
// The customer and their meal credits, and the menu (a default and two alternatives for every
// High Protein Veg lunch of the next weeks), are written before the server opens its database, as
// the signup, a missed-meal credit and the menu planner would leave them; the order comes through
// the API (cash on delivery, first lunch after the cut-off window).

import type { PGlite } from '@electric-sql/pglite';
import { formatDay } from '@fitthali/domain/i18n/calendar';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password.ts';
import { signInPage } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForPath } from './support/browser.ts';
import { englishOn } from './support/english-left.ts';
import { seededServer } from './support/seeded-server.ts';
import {
  SWAP_DISHES as DISHES,
  orderLunches,
  type SwapDelivery,
  seedSwapMenu,
} from './support/swap-menu.ts';

const PASSWORD = 'odia-pass-27';
const CUSTOMER = { name: 'Sarojini Das', email: 'sarojini.das@example.in', phone: '9840002727' };
const CREDITS = [249, 175];

async function seed(db: PGlite) {
  const user = await db.query<{ id: string }>(
    `insert into users (name, email, phone, password_hash) values ($1, $2, $3, $4) returning id`,
    [CUSTOMER.name, CUSTOMER.email, CUSTOMER.phone, await hashPassword(PASSWORD)],
  );
  for (const value of CREDITS) {
    await db.query(
      `insert into credit_entries (user_id, kind, meals, value, reason, actor, expires_at)
       values ($1, 'earned', 1, $2, 'Missed delivery', 'system', now() + interval '60 days')`,
      [user.rows[0]?.id, value],
    );
  }
  await seedSwapMenu(db);
}

const own = seededServer('odia-account', seed);

/** 'ଶୁକ୍ର, 14 ମାର୍ଚ୍ଚ, 2025': an instant's India day as the profile writes it in Odia. */
function odiaDate(instant: string): string {
  const day = new Date(Date.parse(instant) + 330 * 60_000).toISOString().slice(0, 10);
  return `${formatDay(day, 'or')}, ${day.slice(0, 4)}`;
}

/** The customer's session, their COD order and its lunches, made once for both journeys. */
async function customerWithOrder() {
  const session = await own.api<{ token: string; user: Record<string, unknown> }>(
    '/api/auth/login',
    undefined,
    { method: 'POST', body: JSON.stringify({ identifier: CUSTOMER.email, password: PASSWORD }) },
  );
  return { session, ...(await orderLunches(own, session.token, 'COD')) };
}

let made: ReturnType<typeof customerWithOrder> | undefined;
const customer = () => {
  made ??= customerWithOrder();
  return made;
};

/** A phone page signed in as the customer, recording the language every API request asks for. */
async function odiaPage(path: string) {
  const { session } = await customer();
  const page = await own.page();
  const languages = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      languages.add(request.headers()['accept-language'] ?? '(none)');
    }
  });
  await signInPage(page, session, '/or/');
  await page.goto(path);
  return { page, languages };
}

describe('the profile and the plan page in Odia at 360 px (issue 27)', () => {
  it('leave nothing in English but names and brands', async () => {
    const { plan, subscriptionId } = await customer();
    // The customer's own details, the plan's stored name, the dishes' names and the address as typed.
    const kept = [
      CUSTOMER.name,
      CUSTOMER.email,
      CUSTOMER.phone,
      plan,
      ...DISHES.map((dish) => dish.name),
      'Khordha - 751001',
    ];
    const { page } = await odiaPage('/or/profile');
    await page.getByRole('heading', { name: `ନମସ୍କାର, ${CUSTOMER.name}` }).waitFor();
    await page.getByTestId('credits-balance').waitFor();
    expect(await englishOn(page, kept)).toEqual([]);
    // The account deletion dialog, with what the customer would lose worked out by the server.
    await page.getByRole('button', { name: 'ଆକାଉଣ୍ଟ୍ ଡିଲିଟ୍ କରନ୍ତୁ' }).click();
    const deletion = page.getByRole('alertdialog', { name: 'ଆକାଉଣ୍ଟ୍ ଡିଲିଟ୍ କରନ୍ତୁ' });
    await deletion.locator('.delete-dialog__plans').first().waitFor();
    expect(await englishOn(page, kept)).toEqual([]);
    await page.keyboard.press('Escape');
    await deletion.waitFor({ state: 'hidden' });
    await page.goto(`/or/profile/subscriptions/${subscriptionId}`);
    await page.getByRole('heading', { name: 'ଆଗାମୀ ଡେଲିଭରି' }).waitFor();
    expect(await englishOn(page, kept)).toEqual([]);
    // The cancel dialog's preview (meals, refund, credits) and the address form.
    await page.getByRole('button', { name: 'ପ୍ଲାନ୍ ବାତିଲ୍ କରନ୍ତୁ' }).click();
    const cancel = page.getByRole('alertdialog', { name: 'ଏହି ପ୍ଲାନ୍ ବାତିଲ୍ କରିବେ?' });
    await cancel.locator('.cancel-plan__line').first().waitFor();
    expect(await englishOn(page, kept)).toEqual([]);
    await cancel.getByRole('button', { name: 'ମୋ ପ୍ଲାନ୍ ରଖନ୍ତୁ' }).click();
    await cancel.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'ଠିକଣା ବଦଳାନ୍ତୁ' }).click();
    await page.locator('.deliveries-address__form').waitFor();
    expect(await englishOn(page, kept)).toEqual([]);
    await page.context().close();
  });

  it('shows the plan and the meal credits in Odia, and passes axe', async () => {
    const { session, plan, subscriptionId } = await customer();
    const credits = await own.api<{ lots: { expiresAt: string }[] }>(
      '/api/user/credits',
      session.token,
    );
    const { page, languages } = await odiaPage('/or/profile');
    await page.getByRole('heading', { name: `ନମସ୍କାର, ${CUSTOMER.name}` }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('or');
    await page.getByRole('heading', { name: 'ମୋ ସବସ୍କ୍ରିପସନ୍' }).waitFor();
    const card = page.getByRole('article', { name: plan });
    await card.getByText('ଭୋଜନ ପ୍ରକାର').waitFor();
    await card.getByText('7 ଦିନ').waitFor();
    // The balance: rupees, the meals' plural and the first expiry, in Odia.
    const firstExpiry = odiaDate(credits.lots[0]?.expiresAt ?? '');
    expect(firstExpiry).toMatch(/^[\u0B00-\u0B7F]+, \d{2} [\u0B00-\u0B7F]+, \d{4}$/);
    expect(await page.getByTestId('credits-balance').textContent()).toBe(
      `₹424 · 2ଟି ଭୋଜନ, ପ୍ରଥମଟିର ମିଆଦ ${firstExpiry}ରେ ସରିବ`,
    );
    await page.getByText('ପରବର୍ତ୍ତୀ ଅର୍ଡରର ଚେକଆଉଟରେ ଏଗୁଡ଼ିକ ବ୍ୟବହାର କରନ୍ତୁ।').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await card.getByRole('link', { name: `${plan}ର ଡେଲିଭରି ସମ୍ଭାଳନ୍ତୁ` }).click();
    await waitForPath(page, `/or/profile/subscriptions/${subscriptionId}`);
    await page.getByRole('heading', { name: 'ଆଗାମୀ ଡେଲିଭରି' }).waitFor();
    // Every request of the Odia pages asked for Odia answers.
    expect([...languages]).toEqual(['or']);
    await page.context().close();
  });

  it('skips a lunch and swaps a dish on the plan page, each confirmed in Odia', async () => {
    const { session, subscriptionId, deliveries } = await customer();
    const { page, languages } = await odiaPage(`/or/profile/subscriptions/${subscriptionId}`);
    const toasts = page.getByRole('region', { name: 'Notifications' });

    // Skip the second lunch: its cut-off is a day after the order could be placed.
    const skipped = deliveries[1] as SwapDelivery;
    const skippedRow = page.getByRole('listitem', {
      name: `${formatDay(skipped.date, 'or')}ର ମଧ୍ୟାହ୍ନ ଭୋଜନ`,
    });
    await skippedRow.getByRole('button', { name: 'ବାଦ୍ (skip) ଦିଅନ୍ତୁ' }).click();
    await skippedRow.getByRole('button', { name: 'ଫେରାଇ ଆଣନ୍ତୁ' }).waitFor();
    const after = await own.api<{ subscription: { endDate: string } }>(
      `/api/user/subscriptions/${subscriptionId}`,
      session.token,
    );
    const ends = formatDay(after.subscription.endDate, 'or');
    const skippedSaid = `${formatDay(skipped.date, 'or')}ର ମଧ୍ୟାହ୍ନ ଭୋଜନ ବାଦ୍ (skip) ଦିଆଗଲା। ଆପଣଙ୍କ ପ୍ଲାନ୍ ଏବେ ${ends}ରେ ଶେଷ ହେବ।`;
    await page.locator('.deliveries-page__status').getByText(skippedSaid).waitFor();
    await skippedRow.getByText('ବାଦ୍ ଦିଆଗଲା (Skipped)').waitFor();

    // Swap the third lunch's dish for an alternative of its day.
    const swappedDay = formatDay((deliveries[2] as SwapDelivery).date, 'or');
    const row = page.getByRole('listitem', { name: `${swappedDay}ର ମଧ୍ୟାହ୍ନ ଭୋଜନ` });
    await row.getByText('520 kcal · 32 g ପ୍ରୋଟିନ୍').waitFor();
    await row.getByRole('button', { name: `${DISHES[0].name} ବଦଳାନ୍ତୁ (swap)` }).click();
    const dialog = page.getByRole('dialog', { name: 'ଏହି ଭୋଜନ ବଦଳାନ୍ତୁ (swap)' });
    await dialog.getByText('ଆପଣଙ୍କ ଖାଦ୍ୟ').waitFor();
    await dialog.getByText('480 kcal · — ପ୍ରୋଟିନ୍').waitFor();
    await dialog.getByText('ଏଥିରେ ଅଛି: କ୍ଷୀର').waitFor();
    await dialog.getByRole('radio', { name: new RegExp(DISHES[1].name) }).check();
    await dialog.getByRole('button', { name: `${DISHES[1].name}କୁ ବଦଳାନ୍ତୁ` }).click();
    await toasts.getByText(`${swappedDay}ର ମଧ୍ୟାହ୍ନ ଭୋଜନ ଏବେ ${DISHES[1].name}।`).waitFor();
    await row.getByText(DISHES[1].name).waitFor();
    expect([...languages]).toEqual(['or']);
    await page.context().close();
  });
});
