// Issue 26 points 1 and 2: the operator keeps the dish catalogue, photos included, in the admin
// area. On a tablet's screen, as the kitchen uses it.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './support/accounts.ts';
import { signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { browserForFile, newPage } from './support/browser.ts';

const browser = browserForFile();
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };

/** A JPEG the page's own canvas draws (a plate on a table), as a camera would hand it over. */
async function cameraJpeg(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const draw = canvas.getContext('2d');
    if (!draw) throw new Error('no 2d canvas');
    draw.fillStyle = '#8b5a2b';
    draw.fillRect(0, 0, 1200, 800);
    draw.fillStyle = '#f5f5f0';
    draw.beginPath();
    draw.arc(600, 400, 300, 0, Math.PI * 2);
    draw.fill();
    draw.fillStyle = '#e0a020';
    draw.beginPath();
    draw.arc(600, 400, 180, 0, Math.PI * 2);
    draw.fill();
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
    if (!blob) throw new Error('the canvas made no JPEG');
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

describe('the dish catalogue (issue 26 points 1–2)', () => {
  // An axe scan of the admin page with its dialog open takes most of a minute on a busy 2-core
  // machine, so this journey gets two.
  it('the operator creates a dish with a photo and sees it in the list with its photo loaded', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser(), TABLET);
    await signInAdmin(page);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dishes' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Dishes' }).waitFor();

    await page.getByRole('button', { name: 'New dish' }).click();
    const dialog = page.getByRole('dialog', { name: 'New dish' });
    const name = uniqueName('Chhena poda');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Description (optional)').fill('Baked chhena with jaggery.');
    await dialog.getByRole('radio', { name: 'Veg', exact: true }).check();
    const figures: [string, string][] = [
      ['Calories (kcal)', '320'],
      ['Protein (g)', '12'],
      ['Carbohydrate (g)', '40'],
      ['Fat (g)', '11'],
    ];
    for (const [label, value] of figures) await dialog.getByLabel(label).fill(value);

    // A figure left empty is refused in the server's own words, and nothing is saved.
    await dialog.getByRole('button', { name: 'Add dish' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').last().textContent())
      .toContain('Enter the fibre per serving in grams');
    expect(await dialog.getByLabel('Fibre (g)').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Fibre (g)').fill('2');
    await dialog.getByRole('checkbox', { name: 'Milk' }).check();
    await dialog.getByRole('checkbox', { name: 'Odia classic' }).check();
    await dialog.getByLabel('Photo').setInputFiles({
      name: 'chhena-poda.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraJpeg(page),
    });
    // The chosen file is shown before it is uploaded.
    const preview = dialog.getByRole('img', { name: 'The chosen file, as it will be cropped' });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1200);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Add dish' }).click();
    // Once created the dialog is named after the dish; it closes when the photo is stored too.
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByLabel('Search dishes').fill(name.toLowerCase());
    const card = page.getByRole('article', { name });
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain('Veg');
    expect(text).toContain('320 kcal · protein 12 g · carbs 40 g · fat 11 g · fibre 2 g');
    expect(text).toContain('Allergens: Milk · Odia classic');

    // The photo itself: the resized variant from /media, decoded by the browser.
    const photo = card.getByRole('img', { name });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const source = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(source).toMatch(/\/media\/dishes\/[0-9a-f-]{36}-(160|320|640)\.(avif|webp)$/);
    const served = await page.request.get(source);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // Marking it unavailable keeps it listed, marked so.
    await card.getByRole('checkbox', { name: `${name} available` }).uncheck();
    await card.getByText('Unavailable').waitFor();
    await page.context().close();
  });
});
