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
