// The signup and login forms' Odia: the domain's validation sentences (the same Odia the server
// answers with) and the forms' own words. Only Odia pages download it (form-translator.ts).
import { messages as formsOdia } from '@fitthali/domain/i18n/catalogues/forms.or';
import { createTranslator } from '@fitthali/domain/i18n/translator';
import { messages as authOdia } from './catalogues/auth.or';

const translate = createTranslator('or', { ...formsOdia, ...authOdia });

/** `say(englishSentence)` in Odia; a sentence with no Odia (or already Odia) is kept. */
export const sayInOdia = (text: string): string => (text === '' ? text : translate(text));
