import { z } from 'zod';
import { ACCOUNT_MSG } from '../account-messages.ts';
import { LOCALES } from '../i18n/locales.ts';

/** PUT /api/user/language: the language the customer reads, remembered on the account. */
export const languageBody = z.object(
  { language: z.enum(LOCALES, { error: ACCOUNT_MSG.invalidLanguage }) },
  { error: ACCOUNT_MSG.invalidLanguage },
);
export type LanguageBody = z.infer<typeof languageBody>;
