import type { ApiSession } from './api-client';
import { ADMIN_TOKEN_KEY } from './storage-keys';

/** Fired on window when the server refuses the stored admin token; the admin layout listens. */
export const ADMIN_SESSION_ENDED = 'admin-session-ended';

export function storedAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * Forgets the admin token and tells the admin layout to go to /admin-login. The route guard only
 * checks that a token exists (SPEC §2.1), so this is what turns away a token the server rejects:
 * expired, signed with an old secret, or a customer's.
 */
export function endAdminSession(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage can be unavailable; the redirect still happens.
  }
  window.dispatchEvent(new Event(ADMIN_SESSION_ENDED));
}

/** Keeps the token an admin login or password change answered with. */
export function saveAdminToken(token: string): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

/** Logout: forgets the token without announcing a refused session. */
export function forgetAdminToken(): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
}

/**
 * The admin's session for api-client: the admin token is required, and a 401 or 403 (a
 * customer's token, an old secret) ends it.
 */
export const adminSession: ApiSession = {
  token: storedAdminToken,
  refusedBy: [401, 403],
  end: endAdminSession,
  required: true,
};
