import type { DeliverySettings } from '@fitthali/domain/delivery-settings';
import type { Page } from 'playwright-core';
import { baseURL } from './browser.ts';
import { E2E_ADMIN } from './server-process.ts';

/** A real admin token from the server under test (the admin area rejects made-up ones). */
export async function adminToken(): Promise<string> {
  const res = await fetch(`${baseURL()}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`admin login failed: ${res.status}`);
  return body.token;
}

/** Signs `page` in to the admin area as the admin login page would (the token in storage). */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.evaluate((token) => localStorage.setItem('adminToken', token), await adminToken());
}

/**
 * Saves the delivery windows and cut-offs as the admin's settings page does. The server is shared
 * by the journeys, so a journey that changes them restores the defaults in a finally.
 */
export async function putDeliverySettings(slots: DeliverySettings) {
  const res = await fetch(`${baseURL()}/api/admin/delivery-settings`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await adminToken()}`,
    },
    body: JSON.stringify({ slots }),
  });
  if (!res.ok) throw new Error(`the delivery settings answered ${res.status}`);
}
