// The signup and login forms in the page's language (issue 27): the domain's validation sentences
// (the same Odia the server answers with) and the forms' own words. English is the id itself, so
// an English page runs no translator at all.
import { messages as formsOdia } from '@fitthali/domain/i18n/catalogues/forms.or';
import type { Locale } from '@fitthali/domain/i18n/locales';
import { createTranslator } from '@fitthali/domain/i18n/translator';
import { messages as authOdia } from './catalogues/auth.or';
import { useLocale } from './use-locale';

export type Say = (english: string) => string;

const english: Say = (text) => text;
let odia: Say | undefined;

/** `say(englishSentence)` in `locale`; a sentence with no Odia (or already Odia) is kept. */
export function formTranslator(locale: Locale): Say {
  if (locale === 'en') return english;
  if (!odia) {
    const translate = createTranslator('or', { ...formsOdia, ...authOdia });
    odia = (text) => (text === '' ? text : translate(text));
  }
  return odia;
}

/** The page's translator for the forms' sentences. */
export function useFormTranslator(): Say {
  return formTranslator(useLocale());
}
