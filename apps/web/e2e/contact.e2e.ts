import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from './support/admin.ts';
import { baseURL, launchBrowser, newPage, pauseClock, runTimerOf } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function adminGet<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('contact form', () => {
  it('requires every field, confirms for 3 s and stores the message for the admin', async () => {
    const page = await newPage(browser);
    await page.clock.install();
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    const send = form.getByRole('button', { name: 'Send Message' });

    await send.click();
    const alert = form.getByRole('alert');
    expect(await alert.textContent()).toBe('All fields are required');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    // The first empty field takes focus so the visitor can start typing.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    const unique = `Tiffin timing in Patia ${Date.now()}`;
    await form.getByLabel('Name').fill('Lipsa Pradhan');
    await form.getByLabel('Email').fill('lipsa@example.in');
    await send.click();
    expect(await alert.textContent()).toBe('All fields are required');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBeNull();
    expect(await form.getByLabel('Message').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Message').fill(unique);
    await pauseClock(page);
    await send.click();
    const status = form.getByRole('status');
    await page.waitForFunction(
      () => document.querySelector('.contact-form [role="status"]')?.textContent !== '',
    );
    expect(await status.textContent()).toBe('✅ Your message has been sent!');
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    // SPEC: the confirmation shows for 3 s.
    await runTimerOf(page, 3000, async () => {
      expect(await status.textContent()).toBe('✅ Your message has been sent!');
    });
    await page.waitForFunction(
      () => document.querySelector('.contact-form [role="status"]')?.textContent === '',
    );
    await page.clock.resume();

    const inbox = await adminGet<{ messages: { name: string; email: string; message: string }[] }>(
      '/api/admin/messages',
    );
    expect(inbox.messages.find((m) => m.message === unique)).toEqual(
      expect.objectContaining({ name: 'Lipsa Pradhan', email: 'lipsa@example.in' }),
    );

    // The admin reads it on the Messages page of the admin area.
    await page.evaluate(
      async (token) => localStorage.setItem('adminToken', token),
      await adminToken(),
    );
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/messages');
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await page.getByText(unique).waitFor();
    await page.context().close();
  });
});

describe('footer mailing list', () => {
  it('subscribes an address once and explains a bad one', async () => {
    const page = await newPage(browser);
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('.newsletter') ?? {}).some((k) => k.startsWith('__react')),
    );
    const email = footer.getByLabel('Email address');
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });

    await email.fill('not-an-email');
    await subscribe.click();
    await footer.getByRole('alert').waitFor();
    expect(await footer.getByRole('alert').textContent()).toBe('Enter a valid email address.');

    const address = `reader${Date.now()}@example.in`;
    await email.fill(address.toUpperCase());
    await subscribe.click();
    await page.waitForFunction(() =>
      document.querySelector('#newsletter-status')?.textContent?.startsWith('Thanks'),
    );
    expect(await email.inputValue()).toBe('');
    await email.fill(address);
    await subscribe.click();
    await page.waitForFunction(() =>
      document.querySelector('#newsletter-status')?.textContent?.startsWith('Thanks'),
    );

    const list = await adminGet<{ subscribers: { email: string }[] }>(
      '/api/admin/newsletter-subscribers',
    );
    expect(list.subscribers.filter((s) => s.email === address)).toHaveLength(1);
    await page.context().close();
  });
});
