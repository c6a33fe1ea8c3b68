// The forms' own words and their Odia may not drift apart (issue 27).
import { describe, expect, it } from 'vitest';
import { placeholderNames, readCatalogue } from '../../../../scripts/i18n-catalogues.mjs';
import { AUTH_WORDS } from '../features/auth/lib/auth-words';

const entries = readCatalogue('apps/web/src/i18n/catalogues/auth.po');

describe('auth catalogue', () => {
  it('translates exactly the forms’ words, each once, none empty or fuzzy', () => {
    expect(entries.map((entry) => entry.id).sort()).toEqual(Object.values(AUTH_WORDS).sort());
    expect(entries.filter((entry) => !entry.translation.trim() || entry.fuzzy)).toEqual([]);
    for (const entry of entries) {
      expect(placeholderNames(entry.translation)).toEqual(placeholderNames(entry.id));
    }
  });
});
