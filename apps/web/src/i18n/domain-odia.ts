// The domain's sentences an ordering or account-recovery page shows in Odia: validation, order
// rules and their templates ('You selected 3 days but plan requires 5 days'), said by the same
// matcher the server answers with (decision 191). Of the domain's forms and account catalogues only
// the sentences those pages' code names (decision 316), keyed like the web's words (decision 318).
// Fetched with those pages' own catalogues, so no other page, English or Odia, downloads them.

import { createLocalizer } from '@fitthali/domain/i18n/localizer';
import { messages as english } from './catalogues/order-domain.en';
import { messages as odia } from './catalogues/order-domain.or';
import { messageKey } from './message-key';

/** `(english) => odia` for the sentences those pages say; unknown ones stay as they are. */
export const sayDomainInOdia = createLocalizer(odia, english, messageKey);
