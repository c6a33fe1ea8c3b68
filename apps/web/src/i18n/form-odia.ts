// The signup and login forms' Odia: the domain's sentences they say (the same Odia the server
// answers with; `auth-domain.or.ts`, the entries of forms.po their code names, decision 310) and
// the forms' own words. Only Odia pages download it (form-translator.ts).
import { messages as authOdia } from './catalogues/auth.or';
import { messages as formsOdia } from './catalogues/auth-domain.or';
import { webOdiaTranslator } from './odia-translator';

const translate = webOdiaTranslator({ ...formsOdia, ...authOdia });

/** `say(englishSentence)` in Odia; a sentence with no Odia (or already Odia) is kept. */
export const sayInOdia = (text: string): string => (text === '' ? text : translate(text));
