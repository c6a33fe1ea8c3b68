// The domain's sentences an ordering or account-recovery page shows in Odia: validation, order
// rules and their templates ('You selected 3 days but plan requires 5 days'), said by the same
// matcher the server answers with (decision 191). Fetched with those pages' own catalogues, so no
// other page, English or Odia, downloads them.

import { messages as accountEn } from '@fitthali/domain/i18n/catalogues/account.en';
import { messages as accountOr } from '@fitthali/domain/i18n/catalogues/account.or';
import { messages as formsEn } from '@fitthali/domain/i18n/catalogues/forms.en';
import { messages as formsOr } from '@fitthali/domain/i18n/catalogues/forms.or';
import { createLocalizer } from '@fitthali/domain/i18n/localizer';

/** `(english) => odia` for the forms' and the account's sentences; unknown ones stay as they are. */
export const sayDomainInOdia = createLocalizer(
  { ...formsOr, ...accountOr },
  { ...formsEn, ...accountEn },
);
