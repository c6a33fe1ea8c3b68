import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { baseURL, browserForFile, hydrated, newPage, PHONE } from './support/browser.ts';

const browser = browserForFile();

/** The HTML the server sends, before any script runs. */
async function served(path: string): Promise<string> {
  const res = await fetch(`${baseURL()}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => `${lang} ${new URL(href ?? '').pathname}`,
  );

describe('Odia pages (issue 27)', () => {
  it('are served prerendered: lang="or", Odia text and hreflang both ways before any script', async () => {
    const home = await served('/or/');
    expect(home).toContain('<html lang="or"');
    expect(home).toContain('ଥରେ ସବସ୍କ୍ରାଇବ୍ କରନ୍ତୁ');
    expect(alternates(home)).toEqual(['en-IN /', 'or-IN /or/', 'x-default /']);

    const plan = await served('/or/high-protein-plan');
    expect(plan).toContain('<html lang="or"');
    expect(plan).toContain('ହାଇ ପ୍ରୋଟିନ୍ (High Protein) ମିଲ୍ ପ୍ଲାନ୍');
    expect(alternates(plan)).toEqual([
      'en-IN /high-protein-plan',
      'or-IN /or/high-protein-plan',
      'x-default /high-protein-plan',
    ]);

    const english = await served('/high-protein-plan');
    expect(english).toContain('<html lang="en"');
    expect(alternates(english)).toEqual(alternates(plan));

    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).toContain('/or/high-protein-plan</loc>');
    expect(sitemap).toContain('hreflang="or-IN"');
  });

  it('the language switch keeps the page and the plan choices', async () => {
    const page = await newPage(browser(), PHONE);
    await page.goto('/high-protein-plan');
    await hydrated(page);
    await page.getByRole('radio', { name: 'Non-Veg' }).check();
    await page.getByRole('radio', { name: /^Dinner/ }).check();
    await page.getByRole('link', { name: 'ଓଡ଼ିଆ' }).click();
    await page.waitForURL(/\/or\/high-protein-plan\?/);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('or');
    await expect
      .poll(() => page.getByRole('radio', { name: 'ଆମିଷ (Non-Veg)' }).isChecked())
      .toBe(true);
    expect(await page.getByRole('radio', { name: /^ରାତି ଖାଇବା/ }).isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('or');

    // Back in English, the same way.
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/high-protein-plan\?/);
    expect(new URL(page.url()).pathname).toBe('/high-protein-plan');
    await hydrated(page);
    await expect.poll(() => page.getByRole('radio', { name: 'Non-Veg' }).isChecked()).toBe(true);
    await page.close();
  });

  it('a visit to / after choosing Odia goes to /or/', async () => {
    const page = await newPage(browser(), PHONE);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'or'));
    await page.goto('/');
    await page.waitForURL(/\/or\/$/);
    await page.close();
  });

  it('has no serious or critical axe violations at 360 px', async () => {
    const page = await newPage(browser(), PHONE);
    const problems: Record<string, string[]> = {};
    for (const path of ['/or/', '/or/high-protein-plan']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const found = await seriousViolations(page);
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
    await page.close();
  });
});
