// The signup and login forms in the page's language (issue 27). English is the id itself, so an
// English page runs no translator and downloads none of the forms' Odia (decision 308): an Odia
// login or signup page fetches it before it hydrates (its HTML names the `forms` need, which the
// Odia runtime fetches), the account-recovery page in its loader, and a move to a form in the
// browser waits for it while React holds the page it comes from.
import type { Locale } from '@fitthali/domain/i18n/locales';
import { use } from 'react';
import { formOdiaAtHand } from './form-odia-on-server';
import { useLocale } from './use-locale';

export type Say = (english: string) => string;

const english: Say = (text) => text;
let odia: Say | undefined = formOdiaAtHand;
let odiaLoad: Promise<void> | undefined;

/** Fetches the forms' Odia once; at once when it is at hand. */
export function loadFormOdia(): Promise<void> {
  odiaLoad ??= odia
    ? Promise.resolve()
    : import('./form-odia').then(({ sayInOdia }) => {
        odia = sayInOdia;
      });
  return odiaLoad;
}

/** `say(englishSentence)` in `locale`, once the forms' Odia is here (English until then). */
export function formTranslator(locale: Locale): Say {
  return locale === 'or' && odia ? odia : english;
}

/** The page's translator for the forms' sentences; on an Odia page it waits for their Odia. */
export function useFormTranslator(): Say {
  const locale = useLocale();
  if (locale === 'or' && !odia) use(loadFormOdia());
  return formTranslator(locale);
}
