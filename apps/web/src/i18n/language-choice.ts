// The language switch's memory (issue 27): this browser keeps the choice (a later visit to `/`
// goes to `/or/`), and a signed-in customer's account keeps it too, so their notifications come
// in that language.

import { isLocale, type Locale } from '@fitthali/domain/i18n/locales';
import { readToken } from '../lib/auth-storage';
import { LANGUAGE_KEY } from '../lib/storage-keys';

export function rememberedLanguage(): Locale | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `language` in this browser and, signed in, on the account. Resolves when the account has
 * it or after 800 ms, whichever is first, so leaving the page does not cut the request short; a
 * failure (an older server without the endpoint answers 404) changes nothing.
 */
export async function rememberLanguage(language: Locale): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode or full storage: the switch still works, it is only not remembered.
  }
  let signedIn = false;
  try {
    signedIn = readToken() !== null;
  } catch {}
  if (!signedIn) return;
  // Only a signed-in switch sends a request, so the request code is not on every page.
  const saved = import('../lib/api-client')
    .then(({ apiRequest }) =>
      apiRequest('/api/user/language', { method: 'PUT', body: { language } }),
    )
    .catch(() => {});
  await Promise.race([saved, new Promise((resolve) => setTimeout(resolve, 800))]);
}
