// The Odia of the signed-in customer's pages (the profile and the plan page): their own words and
// the domain's sentences they show (status labels, credit lines, the server's refusals), the same
// Odia the server answers with. Fetched only on `/or/profile…` pages (odia-runtime.ts).

import { messages as accountDomain } from '@fitthali/domain/i18n/catalogues/account.or';
import { messages as delivery } from '@fitthali/domain/i18n/catalogues/delivery.or';
import { messages as forms } from '@fitthali/domain/i18n/catalogues/forms.or';
import { messages as money } from '@fitthali/domain/i18n/catalogues/money.or';
import { messages as preferences } from '@fitthali/domain/i18n/catalogues/preferences.or';
import type { Messages } from '@lingui/core';
import { messages as account } from './catalogues/account.or';
import { messages as deliveries } from './catalogues/deliveries.or';

const domain: Messages = { ...forms, ...accountDomain, ...money, ...delivery, ...preferences };

/** The plan page also says the profile's words (statuses, slots, payment labels). */
export const SELF_SERVICE_CATALOGUES: Readonly<Record<string, Messages>> = {
  account: { ...domain, ...account },
  deliveries: { ...domain, ...account, ...deliveries },
};
