import { LANGUAGE_KEY, LOCATION_KEYS, TOKEN_KEY, USER_KEY } from './storage-keys';

/** The signed-in customer as login or signup answered and this browser keeps it (SPEC §3). */
export type StoredUser = {
  _id?: string;
  name?: string;
  phone?: string;
  email?: string;
};

/** Fired on window after sign-in or sign-out in this tab; `storage` only covers other tabs. */
export const AUTH_CHANGED_EVENT = 'auth-changed';

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The signed-in user saved at login, or null when absent or not something we wrote. */
export function readStoredUser(storage: Storage = localStorage): StoredUser | null {
  const raw = storage.getItem(USER_KEY);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  return {
    name: optionalText(record.name),
    phone: optionalText(record.phone),
    email: optionalText(record.email),
  };
}

export function readToken(storage: Storage = localStorage): string | null {
  return storage.getItem(TOKEN_KEY) || null;
}

/** Whether this browser holds a login token; storage that is blocked counts as signed out. */
export function hasStoredToken(storage?: Storage): boolean {
  try {
    return readToken(storage) !== null;
  } catch {
    return false;
  }
}

/** Signing out keeps the saved delivery location so the location popup does not ask again. */
export function clearAllExceptLocation(storage: Storage = localStorage): void {
  const kept = new Map<string, string>();
  for (const key of [...LOCATION_KEYS, LANGUAGE_KEY]) {
    const value = storage.getItem(key);
    if (value !== null) kept.set(key, value);
  }
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}

export function notifyAuthChanged(): void {
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}
