// One Lingui instance per language and catalogue, never a shared global: the server answers
// requests in both languages at once.

import { type Messages, setupI18n } from '@lingui/core';
import type { Locale } from './locales.ts';

export type Values = Record<string, string | number>;
export type Translate = (id: string, values?: Values) => string;

/** `t(englishSentence, values)` in `locale`, from compiled messages (`<area>.<locale>.ts`). */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => i18n._(id, values);
}
