// A dish's name and description in the reader's language (issue 27): the operator writes the
// English and, beside it, optionally the Odia; an Odia reader gets each field's Odia where it is
// written and its English where it is not, field by field. One rule for every answer, page and
// notification that names a dish.
import type { Locale } from './i18n/locales.ts';

/** What a dish holds of its words: the English always, the Odia when the operator wrote it. */
export interface DishWordsSource {
  name: string;
  description: string;
  nameOr: string | null;
  descriptionOr: string | null;
}

export interface DishWords {
  name: string;
  description: string;
}

/** The Odia block of Unicode (U+0B00–U+0B7F): letters, vowel signs, Odia digits and marks. */
const ODIA_LETTER = /[\u0B00-\u0B7F]/u;

/** True when `text` has at least one character of the Odia script. */
export function hasOdiaScript(text: string): boolean {
  return ODIA_LETTER.test(text);
}

/** Empty or only spaces is no Odia: the English is said instead. */
const written = (odia: string | null): odia is string => odia !== null && odia.trim() !== '';

/** The name and description a reader of `locale` sees: Odia per field where written, else English. */
export function dishWords(dish: DishWordsSource, locale: Locale): DishWords {
  if (locale !== 'or') return { name: dish.name, description: dish.description };
  return {
    name: written(dish.nameOr) ? dish.nameOr : dish.name,
    description: written(dish.descriptionOr) ? dish.descriptionOr : dish.description,
  };
}

/** The name alone, as a notification or a list names the dish. */
export function dishNameIn(dish: Pick<DishWordsSource, 'name' | 'nameOr'>, locale: Locale): string {
  return locale === 'or' && written(dish.nameOr) ? dish.nameOr : dish.name;
}
