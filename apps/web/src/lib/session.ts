import { notifyAuthChanged, type StoredUser } from './auth-storage';
import { JUST_LOGGED_IN_KEY, TOKEN_KEY, USER_KEY } from './storage-keys';

/** Stores what a successful login or signup returned (SPEC §3: token, user as JSON). */
export function saveSession(token: string, user: StoredUser, { justLoggedIn = false } = {}) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(
    USER_KEY,
    JSON.stringify({ _id: user._id, name: user.name, email: user.email, phone: user.phone }),
  );
  if (justLoggedIn) localStorage.setItem(JUST_LOGGED_IN_KEY, 'true');
  notifyAuthChanged();
}

/**
 * Signs out in this browser: the token, the user and the just-logged-in flag go; the saved
 * delivery location stays, as it does for a signed-out visit to the profile entry (SPEC §2.3).
 */
export function clearSession() {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(JUST_LOGGED_IN_KEY);
  } catch {
    // Storage may be blocked; there is nothing to clear then.
  }
  notifyAuthChanged();
}
