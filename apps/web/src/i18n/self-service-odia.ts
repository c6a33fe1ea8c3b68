// The Odia of the signed-in customer's pages (the profile and the plan page): their own words and
// the domain's sentences they show (status labels, credit lines, previews), the same Odia the
// server answers with; of the domain's catalogues only the sentences these pages' code names
// (decision 312: `npm run i18n` writes the share). Fetched only on `/or/profile…` pages
// (odia-runtime.ts).

import type { Messages } from '@lingui/core';
import { messages as account } from './catalogues/account.or';
import { messages as deliveries } from './catalogues/deliveries.or';
import { messages as domain } from './catalogues/self-service-domain.or';

/** The plan page also says the profile's words (statuses, slots, payment labels). */
export const SELF_SERVICE_CATALOGUES: Readonly<Record<string, Messages>> = {
  account: { ...domain, ...account },
  deliveries: { ...domain, ...account, ...deliveries },
};
