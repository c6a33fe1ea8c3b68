import { redirect } from 'react-router';
import { ApiError } from '../../../lib/api-client';

function refusedSession(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 401 || err.status === 403);
}

/**
 * Runs an admin route's `clientLoader`. A refused admin session has already been ended by the
 * client (lib/admin-session.ts); the loader then sends the operator to /admin-login before any
 * screen renders. Any other failure is logged and reaches the route's ErrorBoundary, which offers
 * another try.
 */
export async function adminLoad<T>(label: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (refusedSession(err)) throw redirect('/admin-login');
    console.error(`${label} failed to load`, err);
    throw err;
  }
}

/**
 * The same for the spec's own admin screens, whose loads fail silently to the console (SPEC §8):
 * the screen renders with nothing loaded (null) instead of an error.
 */
export async function adminLoadSilently<T>(label: string, load: () => Promise<T>) {
  try {
    return await load();
  } catch (err) {
    if (refusedSession(err)) throw redirect('/admin-login');
    console.error(`${label} failed to load`, err);
    return null;
  }
}
