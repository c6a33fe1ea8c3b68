import type { Page } from 'playwright-core';
import { baseURL } from './browser.ts';

let counter = 0;

/** Unique sign-up details for this run: a fresh email and a 10-digit phone no one else uses. */
export function newCustomer(name = 'Asha Mohanty') {
  counter += 1;
  const stamp = `${Date.now()}${counter}${Math.floor(Math.random() * 1000)}`;
  const digits = stamp.slice(-9).padStart(9, '0');
  return {
    name,
    // Letters, not the phone's digits: a test looking for the phone on a page must not also
    // find it inside the email.
    email: `asha.${BigInt(stamp).toString(36)}@example.test`,
    phone: `9${digits}`,
    password: 'thali-secret-1',
  };
}

/** A name no other journey uses, so a row can be found by it (letters only, as people's are). */
export function uniqueName(prefix: string): string {
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${prefix} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

export type Customer = ReturnType<typeof newCustomer>;
export type SignedUp = Customer & { token: string; user: Record<string, unknown> };

/** Signs up through the API directly, which is quicker than the form when signup is not the point. */
export async function signUpViaApi(customer: Customer = newCustomer()): Promise<SignedUp> {
  const res = await fetch(`${baseURL()}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  const body = (await res.json()) as { token: string; user: Record<string, unknown> };
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(body)}`);
  return { ...customer, token: body.token, user: body.user };
}

/** Puts a signed-up customer's session in the page's storage, as a login would. */
export async function signInPage(
  page: Page,
  customer: Pick<SignedUp, 'token' | 'user'>,
  path = '/',
) {
  await page.goto(path);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    window.dispatchEvent(new Event('auth-changed'));
  }, customer);
}

export async function apiLogin(identifier: string, password: string) {
  const res = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}
