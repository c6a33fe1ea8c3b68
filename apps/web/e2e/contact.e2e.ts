import { describe, expect, it } from 'vitest';
import { adminToken } from './support/admin.ts';
import { baseURL, browserForFile, newPage, pauseClock, runTimerOf } from './support/browser.ts';
import { E2E_CONTACT } from './support/server-process.ts';

const browser = browserForFile();

async function adminGet<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('contact form', () => {
  it('requires every field, confirms for 3 s and stores the message for the admin', async () => {
    const page = await newPage(browser());
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
    const page = await newPage(browser());
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

describe('contact details', () => {
  const PLACEHOLDERS = ['+91 90000 00000', '+91 90000 00001', 'hello@fitthali.com', '919000000000'];

  it('are the ones the server was started with, in the served HTML and after hydration', async () => {
    const html = await (await fetch(`${baseURL()}/contact`)).text();
    for (const placeholder of PLACEHOLDERS) expect(html).not.toContain(placeholder);
    expect(html).toContain(E2E_CONTACT.phone);

    const page = await newPage(browser());
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/contact');
    const cards = page.getByRole('list', { name: 'Other ways to reach us' });
    const whatsapp = cards.getByRole('link', { name: E2E_CONTACT.whatsapp });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/917008054321');
    expect(await cards.getByRole('link', { name: E2E_CONTACT.email }).getAttribute('href')).toBe(
      `mailto:${E2E_CONTACT.email}`,
    );
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: E2E_CONTACT.phone }).getAttribute('href')).toBe(
      'tel:+919861012345',
    );
    // Hydration rendered the same text as the HTML: React reports no mismatch.
    expect(errors).toEqual([]);
    for (const placeholder of PLACEHOLDERS) {
      expect(await page.locator('body').innerHTML()).not.toContain(placeholder);
    }
    await page.context().close();
  });

  it('stay configured across client-side navigation, and the API answers the same', async () => {
    const page = await newPage(browser());
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    const cards = page.getByRole('list', { name: 'Other ways to reach us' });
    await cards.getByRole('link', { name: E2E_CONTACT.whatsapp }).waitFor();
    const api = await (await fetch(`${baseURL()}/api/site-config`)).json();
    expect(api).toEqual({ success: true, contact: E2E_CONTACT });
    await page.context().close();
  });
});
