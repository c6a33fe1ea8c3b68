import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MSG } from '@fitthali/domain/messages';
import { MEAL_OPTIONS, type PlanId } from '@fitthali/domain/plans';
import { SEED_MENUS } from '@fitthali/domain/seed-menus';
import { PLACEHOLDER_CONTACT, serializeSiteConfig } from '@fitthali/domain/site-contact';
import type { WeekMenu } from '@fitthali/domain/week-menu';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuRotations } from '../../src/db/schema/menus.ts';
import { insertDish, PROTEIN_VEG_LUNCH, planMenuDays } from '../factories/menu-dishes.ts';
import { clockedTestApp, india } from '../helpers/clocked-app.ts';
import { writeFakeWebBuild } from '../helpers/test-app.ts';

// A menu page and a plan page as the web build prerenders them: the site-config block, and the
// empty holder the server renders the plan's week into (decision 176).
const builtPage = (title: string, view: 'cards' | 'list', plan: string) =>
  [
    '<!doctype html><html><head>',
    `<title>${title} | FitThali</title>`,
    `<script type="application/json" id="site-config">${serializeSiteConfig(PLACEHOLDER_CONTACT)}</script>`,
    `</head><body><h1>${title}</h1>`,
    `<div class="week-menu-live" data-week-menu="${view}" data-plan="${plan}"></div>`,
    '<p>Menus rotate every week and may change with the season.</p>',
    '</body></html>',
  ].join('');

const PAGES: [path: string, html: string][] = [
  ['my-meal-plans', builtPage('My Meal Plans', 'cards', 'high-protein')],
  ['high-protein-plan', builtPage('High Protein Meal Plan', 'list', 'high-protein')],
  ['balanced-diet-plan', builtPage('Diabetic Diet Plan', 'cards', 'diabetic')],
];

let webDir = '';
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'fitthali-week-menu-'));
  await writeFakeWebBuild(webDir);
  for (const [path, html] of PAGES) {
    await mkdir(join(webDir, path), { recursive: true });
    await writeFile(join(webDir, path, 'index.html'), html);
    await writeFile(join(webDir, path, 'index.html.br'), brotliCompressSync(html));
    await writeFile(join(webDir, path, 'index.html.gz'), gzipSync(html));
  }
});
afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

const t = clockedTestApp(() => ({ webDir }));

// A Wednesday: the week shown is Monday 11 to Sunday 17 May 2026. The seeded one-week rotations
// serve the old static menus every week (decision 160).
const WEDNESDAY = india('2026-05-13', '10:00');
const later = (seconds: number) => new Date(WEDNESDAY.getTime() + seconds * 1000);

/** The page as a crawler gets it: no JavaScript, the HTML as sent. */
async function page(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: path, headers });
  return res;
}

/** What the page says, tags stripped. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const servedWeek = (html: string) =>
  JSON.parse(/id="site-config">([^<]*)</.exec(html)?.[1] ?? '{}').weekMenu as WeekMenu;

async function planLunch(name: string, date: string) {
  const dish = await insertDish(t.app, {
    name,
    diet: 'veg',
    calories: 512,
    illustration: 'dishes/dalma.svg',
  });
  await planMenuDays(t.app, PROTEIN_VEG_LUNCH, [{ date, dishId: dish.id }]);
  return dish;
}

describe('the menu pages show the published menu of the current week (issue 26 point 7)', () => {
  it('keeps every old static menu’s dishes and figures, lunch and dinner, on upgrade', async () => {
    // Before the next test takes the Diabetic menu away.
    t.setNow(india('2026-06-03', '09:00'));
    for (const [planId, options] of Object.entries(SEED_MENUS)) {
      const { week } = (await page(`/api/menu/week?plan=${planId as PlanId}`)).json() as {
        week: WeekMenu;
      };
      for (const option of MEAL_OPTIONS) {
        // A second portion of a dish is named with its figure (decision 177, migration 0028).
        const plain = (name?: string) => name?.replace(/ · \d+ kcal$/, '');
        const shown = week.days[option].map((day) => [
          plain(day.lunch?.name),
          plain(day.dinner?.name),
          day.lunch?.calories,
          day.dinner?.calories,
        ]);
        expect(shown, `${planId} ${option}`).toEqual(
          options[option].map(([lunch, dinner, kcal]) => [lunch, dinner, kcal, kcal]),
        );
      }
    }
  });

  it('renders the week into the page a crawler gets, and the same week for the browser', async () => {
    t.setNow(WEDNESDAY);
    const res = await page('/my-meal-plans');
    expect(res.statusCode).toBe(200);
    const text = textOf(res.body);
    // Monday's and Sunday's Veg lunch and dinner of the High Protein menu, and the figures.
    expect(text).toContain('Paneer tikka, brown rice, dal tadka');
    expect(text).toContain('Soya chunk curry, 2 multigrain rotis');
    expect(text).toContain('Veg biryani with soya, raita');
    expect(text).toContain('Calories: 640 kcal lunch · 640 kcal dinner');
    expect(text).toContain('This week: 11–17 May 2026');
    expect(res.body).toContain('src="/images/dishes/paneer-roti.svg"');
    expect(res.body).toContain('loading="lazy"');
    // The rest of the page and the contact points are as built.
    expect(text).toContain('Menus rotate every week');
    const week = servedWeek(res.body);
    expect(week.planId).toBe('high-protein');
    expect(week.weekStart).toBe('2026-05-11');
    expect(week.days['Non-Veg'][0]?.lunch?.name).toBe('Grilled chicken, brown rice, dal');
    // The answer the app asks for when it navigates to the page is the same week.
    const api = await page('/api/menu/week?plan=high-protein');
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual({ success: true, week });
  });

  it('renders the plan page’s compact week, with each meal’s calories', async () => {
    t.setNow(WEDNESDAY);
    const text = textOf((await page('/high-protein-plan')).body);
    expect(text).toContain('Veg menu, 11–17 May 2026');
    expect(text).toMatch(/Monday Lunch Paneer tikka, brown rice, dal tadka · 640 kcal Dinner/);
  });

  it('says Chef’s choice for a plan with no menu planned', async () => {
    t.setNow(WEDNESDAY);
    await t.app.db.delete(menuRotations).where(eq(menuRotations.planId, 'diabetic'));
    t.app.weekMenus.invalidate();
    const res = await page('/balanced-diet-plan');
    const text = textOf(res.body);
    expect(text.match(/Chef's choice/g)).toHaveLength(14);
    expect(text).not.toContain('Calories:');
    expect(servedWeek(res.body).days.Veg.every((day) => !day.lunch && !day.dinner)).toBe(true);
  });

  it('shows an operator’s change within the minute, with no rebuild', async () => {
    t.setNow(WEDNESDAY);
    const before = await page('/my-meal-plans', { 'accept-encoding': 'br' });
    expect(before.headers['cache-control']).toBe('public, max-age=30');
    const etag = String(before.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    // The browser's copy is still the page: nothing to send.
    const same = await page('/my-meal-plans', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    // The operator puts another dish on today's lunch (the menus' own API writes this row).
    await planLunch('Chhena tikka with millet roti', '2026-05-13');
    // Within the cache's 30 s the page may still be the one read before…
    t.setNow(later(29));
    expect(textOf((await page('/my-meal-plans')).body)).not.toContain('Chhena tikka');
    // …and after it, every page and answer has the new dish, in every encoding.
    t.setNow(later(30));
    const after = await page('/my-meal-plans', { 'accept-encoding': 'br' });
    expect(after.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(after.rawPayload).toString();
    expect(textOf(html)).toContain('Chhena tikka with millet roti');
    expect(textOf(html)).toContain('Calories: 512 kcal lunch · 660 kcal dinner');
    expect(servedWeek(html).days.Veg[2]?.lunch?.name).toBe('Chhena tikka with millet roti');
    expect(after.headers.etag).not.toBe(etag);
    const gz = await page('/my-meal-plans', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    expect((await page('/my-meal-plans', { 'if-none-match': etag })).statusCode).toBe(200);
    const api = await page('/api/menu/week?plan=High Protein');
    expect(api.json().week.days.Veg[2].lunch.name).toBe('Chhena tikka with millet roti');
    expect(textOf((await page('/high-protein-plan')).body)).toContain(
      'Chhena tikka with millet roti · 512 kcal',
    );
  });

  it('shows a change made in this process at the next page', async () => {
    t.setNow(WEDNESDAY);
    expect(textOf((await page('/my-meal-plans')).body)).not.toContain('Bhindi masala');
    await planLunch('Bhindi masala with 2 rotis', '2026-05-14');
    t.app.weekMenus.invalidate();
    expect(textOf((await page('/my-meal-plans')).body)).toContain('Bhindi masala with 2 rotis');
  });

  it('moves to the next week on Monday in India', async () => {
    // Sunday 17 May, 23:59 in India: still the week of 11 May.
    t.setNow(india('2026-05-17', '23:59'));
    expect(textOf((await page('/my-meal-plans')).body)).toContain('This week: 11–17 May 2026');
    t.setNow(india('2026-05-18', '00:00'));
    const text = textOf((await page('/my-meal-plans')).body);
    expect(text).toContain('This week: 18–24 May 2026');
    // The dishes set for dates of the week before are not this week's.
    expect(text).not.toContain('Chhena tikka');
    expect(text).toContain('Paneer tikka, brown rice, dal tadka');
  });

  it('refuses an unknown plan with a sentence', async () => {
    const res = await page('/api/menu/week?plan=pizza');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.unknownPlan });
  });
});
