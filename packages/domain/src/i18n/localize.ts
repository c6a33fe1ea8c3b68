// The server's answers in the language a request asks for (issue 27). Routes keep saying the
// English sentence from the catalogues, so the hundreds of call sites stay as they are; one hook
// hands each answer's message here. An exact sentence is looked up; a sentence made from a
// template ('You selected 3 days but plan requires 5 days') is matched against the template's
// readings, plural branches included, and the Odia is filled with what was captured.
// Server-only: it loads every customer catalogue, which no page should download.

import type { Messages } from '@lingui/core';
import { messages as accountEn } from './catalogues/account.en.ts';
import { messages as accountOr } from './catalogues/account.or.ts';
import { messages as apiEn } from './catalogues/api.en.ts';
import { messages as apiOr } from './catalogues/api.or.ts';
import { messages as deliveryEn } from './catalogues/delivery.en.ts';
import { messages as deliveryOr } from './catalogues/delivery.or.ts';
import { messages as formsEn } from './catalogues/forms.en.ts';
import { messages as formsOr } from './catalogues/forms.or.ts';
import { messages as moneyEn } from './catalogues/money.en.ts';
import { messages as moneyOr } from './catalogues/money.or.ts';
import { messages as preferencesEn } from './catalogues/preferences.en.ts';
import { messages as preferencesOr } from './catalogues/preferences.or.ts';
import type { Locale } from './locales.ts';
import { createLocalizer } from './localizer.ts';
import { readingsOf } from './template-readings.ts';

const ODIA: Messages = {
  ...formsOr,
  ...accountOr,
  ...apiOr,
  ...deliveryOr,
  ...moneyOr,
  ...preferencesOr,
};
const ENGLISH_TEMPLATES: Messages = {
  ...formsEn,
  ...accountEn,
  ...apiEn,
  ...deliveryEn,
  ...moneyEn,
  ...preferencesEn,
};

const localizeOdia = createLocalizer(ODIA, readingsOf(ODIA, ENGLISH_TEMPLATES));

export { localizeValue } from './localizer.ts';

/**
 * `english` (a sentence the catalogues hold, or one a template makes) in `locale`; a sentence the
 * catalogues do not know is returned as it is, so a missing translation never loses the answer.
 */
export function localizeMessage(english: string, locale: Locale): string {
  return locale === 'en' ? english : localizeOdia(english);
}
