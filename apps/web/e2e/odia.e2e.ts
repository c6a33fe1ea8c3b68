import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import {
  baseURL,
  browserForFile,
  hydrated,
  launchBrowser,
  newPage,
  PHONE,
} from './support/browser.ts';

const require = createRequire(import.meta.url);

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

  it('an English page draws the switch’s ଓଡ଼ିଆ from its small font, not the whole Odia face', async () => {
    const page = await newPage(browser(), PHONE);
    const fonts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'font') return;
      fonts.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto('/');
    await hydrated(page);
    const switchLink = page.getByRole('link', { name: 'ଓଡ଼ିଆ' });
    await switchLink.waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBe(1);
    expect(fonts[0]?.url).toContain('odia-name-700');
    expect(fonts[0]?.bytes).toBeLessThan(4_000);
    // The word drawn with the small font is as wide as with the whole face: the same glyphs,
    // joined by the same shaping rules (a missing glyph would draw a box of another width).
    const widths = await page.evaluate(async () => {
      const measure = (family: string) => {
        const span = document.createElement('span');
        span.textContent = 'ଓଡ଼ିଆ';
        span.style.font = `700 40px "${family}"`;
        document.body.append(span);
        return span;
      };
      const small = measure('FitThali Odia name');
      const whole = measure('FitThali Odia');
      await document.fonts.load('700 40px "FitThali Odia"', 'ଓଡ଼ିଆ');
      await document.fonts.ready;
      return {
        small: small.getBoundingClientRect().width,
        whole: whole.getBoundingClientRect().width,
      };
    });
    expect(widths.small).toBeGreaterThan(40);
    expect(Math.abs(widths.small - widths.whole)).toBeLessThan(0.5);
    await page.context().close();
  });

  it('a phone that has Noto Sans Oriya draws Odia from it and downloads no font', async () => {
    // A device's fonts as fontconfig lists them: the system's, plus the Noto Sans Oriya faces
    // Android phones ship (the static TTFs the invoice PDF embeds).
    const dir = await mkdtemp(join(tmpdir(), 'fitthali-device-fonts-'));
    const face = (file: string) =>
      dirname(require.resolve(`@expo-google-fonts/noto-sans-oriya/${file}`));
    const config = join(dir, 'fonts.conf');
    await writeFile(
      config,
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${face('400Regular/NotoSansOriya_400Regular.ttf')}</dir>
  <dir>${face('700Bold/NotoSansOriya_700Bold.ttf')}</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`,
    );
    /** The fonts a page downloads in a browser, and the state of its Odia faces once ready. */
    async function fontsOf(on: Browser, path: string) {
      const page = await newPage(on, PHONE);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await hydrated(page);
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        const odia: string[] = [];
        document.fonts.forEach((font) => {
          if (font.family.replaceAll('"', '') === 'FitThali Odia') {
            odia.push(`${font.weight} ${font.status}`);
          }
        });
        return odia.sort();
      });
      await page.context().close();
      return { fonts, faces };
    }

    // Without it (this machine's Chromium has no Odia font), the page downloads our subsets.
    const bare = await fontsOf(browser(), '/or/');
    expect(bare.fonts.some((path) => path.includes('noto-sans-oriya-oriya-400'))).toBe(true);
    expect(bare.faces).toEqual(['400 loaded', '700 loaded']);

    const phone = await launchBrowser({ FONTCONFIG_FILE: config });
    try {
      const own = await fontsOf(phone, '/or/');
      expect(own.fonts).toEqual([]);
      expect(own.faces).toEqual(['400 loaded', '700 loaded']);
      // The English pages' switch draws its ଓଡ଼ିଆ from the phone's face too.
      expect((await fontsOf(phone, '/')).fonts).toEqual([]);
    } finally {
      await phone.close();
      await rm(dir, { recursive: true, force: true });
    }
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
    expect(await page.getByRole('radio', { name: /^ରାତ୍ରି ଭୋଜନ/ }).isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('or');

    // Back in English, the same way.
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/high-protein-plan\?/);
    expect(new URL(page.url()).pathname).toBe('/high-protein-plan');
    await hydrated(page);
    await expect.poll(() => page.getByRole('radio', { name: 'Non-Veg' }).isChecked()).toBe(true);
    await page.close();
  });

  it("names the home carousels' buttons, slides and reviews' stars in Odia, English untouched", async () => {
    const home = await served('/or/');
    for (const odia of [
      'aria-label="ପୂର୍ବ ସ୍ଲାଇଡ୍"',
      'aria-label="ପରବର୍ତ୍ତୀ ସ୍ଲାଇଡ୍"',
      'aria-label="2ଟିରୁ 1 ନମ୍ବର ସ୍ଲାଇଡ୍ ଦେଖନ୍ତୁ"',
      'aria-label="ସ୍ଲାଇଡ୍ ଶୋ ରୋକନ୍ତୁ"',
      'aria-label="ପରବର୍ତ୍ତୀ ପ୍ଲାନ୍"',
      'aria-label="ପୂର୍ବ ସମୀକ୍ଷା"',
      'aria-label="ଗ୍ରାହକଙ୍କ ସମୀକ୍ଷା"',
      'aria-roledescription="ସ୍ଲାଇଡ୍"',
      'aria-label="5ଟି ତାରା ମଧ୍ୟରୁ 5ଟି ତାରା"',
    ]) {
      expect(home, odia).toContain(odia);
    }
    for (const english of ['Previous slide', 'Next plans', 'Show reviews', 'Rated 5 out of 5']) {
      expect(home, english).not.toContain(english);
    }
    const en = await served('/');
    for (const english of [
      'aria-label="Previous slide"',
      'aria-label="Show slide 1 of 2"',
      'aria-label="Next plans"',
      'aria-label="Customer reviews"',
      'aria-roledescription="slide"',
      'aria-label="Rated 5 out of 5"',
    ]) {
      expect(en, english).toContain(english);
    }
  });

  it('says the page of all plans, its price table and its chrome in Odia, links staying Odia', async () => {
    const plans = await served('/or/meal-plan');
    for (const odia of [
      'ଆମର ମିଲ୍ ପ୍ଲାନ୍',
      'ଲମ୍ବା ପ୍ଲାନ୍‌ରେ ଭୋଜନ ପିଛା ଦାମ୍ କମ୍',
      '3 ଦିନ (ଟ୍ରାଏଲ୍)',
      'ଇମେଲ୍ ଠିକଣା',
      'ହ୍ୱାଟସଆପ୍‌ରେ କଥା ହୁଅନ୍ତୁ',
      'href="/or/my-meal-plans"',
      'href="/or/high-protein-plan"',
    ]) {
      expect(plans, odia).toContain(odia);
    }
    for (const english of [
      'Our Meal Plans',
      'Prices per meal',
      '3 days (trial)',
      'Email address',
    ]) {
      expect(plans, english).not.toContain(english);
    }
    // A menu page's title and description are Odia too.
    const menu = await served('/or/weightloss-meal-plan');
    expect(menu).toContain('ଓଜନ କମାଇବାର ସାପ୍ତାହିକ ମେନୁ');
    expect(menu).not.toContain('The weekly Weight Loss menu');
    expect(menu).not.toContain('<title>Weight Loss Meal Plan');
    const en = await served('/meal-plan');
    for (const english of ['Our Meal Plans', 'Longer plans cost less per meal', '3 days (trial)']) {
      expect(en, english).toContain(english);
    }
  });

  it("the location popup's refusals and its saved toast are Odia on an Odia page", async () => {
    const page = await newPage(
      browser(),
      {
        ...PHONE,
        geolocation: { latitude: 20.4625, longitude: 85.883 },
        permissions: ['geolocation'],
      },
      { locationPopup: true },
    );
    await page.goto('/or/');
    const popup = page.getByRole('dialog', { name: 'କେଉଁଠି ଡେଲିଭରି କରିବୁ?' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'ଲୋକେସନ୍ ଖୋଜନ୍ତୁ' }).click();
    await popup.getByText('ଦୟାକରି ଅଞ୍ଚଳର ନାମ କିମ୍ବା ପିନ୍ କୋଡ୍ ଦିଅନ୍ତୁ').waitFor();
    await page.context().setGeolocation({ latitude: 22.5726, longitude: 88.3639 });
    await popup.getByRole('button', { name: 'ବର୍ତ୍ତମାନର ଲୋକେସନ୍ ବ୍ୟବହାର କରନ୍ତୁ' }).click();
    await popup.getByText('କେବଳ ଓଡ଼ିଶାର ଲୋକେସନ୍ ଚାଲିବ').waitFor();
    await page.context().setGeolocation({ latitude: 20.4625, longitude: 85.883 });
    await popup.getByRole('button', { name: 'ବର୍ତ୍ତମାନର ଲୋକେସନ୍ ବ୍ୟବହାର କରନ୍ତୁ' }).click();
    await popup.getByRole('button', { name: 'ନିଶ୍ଚିତ କରି ସେଭ୍ କରନ୍ତୁ' }).click();
    await page.getByText('ଲୋକେସନ୍ ସେଭ୍ ହେଲା। ଡେଲିଭରି ସ୍ଥାନ: Cuttack').waitFor();
    expect(await page.getByText(/Location saved/).count()).toBe(0);
    await page.context().close();
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
