// Which of the domain's message catalogues the customer reads, by the PO file that holds their
// Odia (issue 27). The admin area stays English, so its catalogues (dishes, menus, cash, business
// details) are not listed. A unit test holds each PO file to exactly the English these give.

import { ACCOUNT_MSG, ACCOUNT_TEMPLATES } from '../account-messages.ts';
import { API_MSG, API_TEMPLATES } from '../api-messages.ts';
import { BLOG_MSG } from '../blog-messages.ts';
import { INVOICE_MSG } from '../business-messages.ts';
import {
  CANCEL_MSG,
  CANCEL_TEMPLATES,
  CLOSING_MSG,
  CLOSING_TEMPLATES,
} from '../cancel-messages.ts';
import { CREDIT_MSG, CREDIT_TEMPLATES } from '../credit-messages.ts';
import { DELIVERY_MSG, DELIVERY_STATUS_LABELS, DELIVERY_TEMPLATES } from '../delivery-messages.ts';
import { PREFS_MSG, PREFS_NOTICE_TEMPLATES, PREFS_TEMPLATES } from '../dish-preference-messages.ts';
import { LOCATION_MSG } from '../location-messages.ts';
import { RATING_MSG } from '../meal-ratings.ts';
import { MSG } from '../messages.ts';
import { NOTIFY_MSG } from '../notification-messages.ts';
import { ORDER_MSG, ORDER_TEMPLATES } from '../order-messages.ts';
import { REFUND_MSG, REFUND_STATUS_LABELS, REFUND_TEMPLATES } from '../refund-messages.ts';
import { SWAP_MSG, SWAP_TEMPLATES } from '../swap-messages.ts';

type Catalogue = Readonly<Record<string, unknown>>;

/** The catalogues only the admin area reads: English only, as issue 27 allows. */
export const ADMIN_ONLY_CATALOGUES = ['BUSINESS_MSG', 'CASH_MSG', 'DISH_MSG', 'MENU_MSG'] as const;

/** The PO file's area (`catalogues/<area>.po`) → the message objects whose strings it translates. */
export const CUSTOMER_CATALOGUES: Readonly<Record<string, Record<string, Catalogue>>> = {
  forms: { MSG, ORDER_MSG, ORDER_TEMPLATES, LOCATION_MSG, BLOG_MSG },
  account: { ACCOUNT_MSG, ACCOUNT_TEMPLATES },
  api: { API_MSG, API_TEMPLATES },
  delivery: {
    DELIVERY_MSG,
    DELIVERY_STATUS_LABELS,
    DELIVERY_TEMPLATES,
    SWAP_MSG,
    SWAP_TEMPLATES,
    RATING_MSG,
  },
  money: {
    CANCEL_MSG,
    CANCEL_TEMPLATES,
    CLOSING_MSG,
    CLOSING_TEMPLATES,
    CREDIT_MSG,
    CREDIT_TEMPLATES,
    REFUND_MSG,
    REFUND_STATUS_LABELS,
    REFUND_TEMPLATES,
    INVOICE_MSG,
  },
  preferences: { PREFS_MSG, PREFS_TEMPLATES, PREFS_NOTICE_TEMPLATES, NOTIFY_MSG },
};

/**
 * Every English sentence and template of an area, once, keyed `OBJECT.key` (the first object that
 * says it): functions are left out, their templates are listed beside them.
 */
export function englishOf(area: string): Map<string, string> {
  const byText = new Map<string, string>();
  for (const [objectName, object] of Object.entries(CUSTOMER_CATALOGUES[area] ?? {})) {
    for (const [key, value] of Object.entries(object)) {
      if (typeof value === 'string' && !byText.has(value))
        byText.set(value, `${objectName}.${key}`);
    }
  }
  return byText;
}
