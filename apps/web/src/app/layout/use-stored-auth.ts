import { useEffect, useState } from 'react';
import {
  AUTH_CHANGED_EVENT,
  readStoredUser,
  readToken,
  type StoredUser,
} from '../../lib/auth-storage';

export type StoredAuth = { signedIn: boolean; user: StoredUser | null };

const SIGNED_OUT: StoredAuth = { signedIn: false, user: null };

function readAuth(): StoredAuth {
  try {
    return { signedIn: readToken() !== null, user: readStoredUser() };
  } catch {
    // Storage can be blocked (private mode, strict cookie settings); treat that as signed out.
    return SIGNED_OUT;
  }
}

/**
 * Sign-in state from localStorage. Pages are prerendered without storage, so the first render is
 * always signed out and the real state arrives in an effect, keeping hydration consistent.
 */
export function useStoredAuth(): StoredAuth {
  const [auth, setAuth] = useState<StoredAuth>(SIGNED_OUT);
  useEffect(() => {
    const refresh = () => setAuth(readAuth());
    refresh();
    window.addEventListener('storage', refresh);
    window.addEventListener(AUTH_CHANGED_EVENT, refresh);
    return () => {
      window.removeEventListener('storage', refresh);
      window.removeEventListener(AUTH_CHANGED_EVENT, refresh);
    };
  }, []);
  return auth;
}
