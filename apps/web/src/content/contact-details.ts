import {
  PLACEHOLDER_CONTACT,
  parseSiteContact,
  SITE_CONFIG_ELEMENT_ID,
  type SiteContact,
  telHref,
  whatsappUrl,
} from '@fitthali/domain/site-contact';

/**
 * The page's site-config block as the server wrote it: the operator's contact points (SUPPORT_* on
 * the server) and, when they are not the defaults, the cut-off figures (decision 80). The block
 * stays in the document across client-side navigation. Parsed once, here, for every reader. The
 * prerender and `npm run dev` have only the built placeholders (docs/decisions.md, decision 50).
 */
function readSiteConfigBlock(): { contact?: unknown; pauseOrCancel?: unknown; legal?: unknown } {
  try {
    return JSON.parse(document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent ?? '') || {};
  } catch {
    return {};
  }
}

export const SITE_CONFIG = readSiteConfigBlock();

/**
 * Read from the block, the contact points render the same text as the HTML, so hydration shows no
 * placeholder.
 */
export const SITE_CONTACT: SiteContact =
  parseSiteContact(SITE_CONFIG.contact) ?? PLACEHOLDER_CONTACT;

/**
 * The operator's legal details (issue 15 point 6) as markup the server wrote into the page and into
 * the block: the footer and the contact page show it as it is, so they carry no code for it
 * (decision 110). Empty in the prerender and until the operator saves them.
 */
const legal = (SITE_CONFIG.legal ?? {}) as { footer?: unknown; contact?: unknown };
export const LEGAL_FOOTER_HTML = typeof legal.footer === 'string' ? legal.footer : '';
export const LEGAL_CONTACT_HTML = typeof legal.contact === 'string' ? legal.contact : '';

// Public contact points shown in the footer, the contact page and the floating chat button.
export const WHATSAPP_NUMBER = SITE_CONTACT.whatsapp;
export const WHATSAPP_URL = whatsappUrl(SITE_CONTACT.whatsapp);
export const SUPPORT_EMAIL = SITE_CONTACT.email;
export const SUPPORT_PHONE = SITE_CONTACT.phone;
export const SUPPORT_PHONE_HREF = telHref(SITE_CONTACT.phone);
export const INSTAGRAM_URL = 'https://instagram.com/fitthali';
export const SERVICE_AREA = 'Bhubaneswar, Cuttack and across Odisha';
export const SUPPORT_HOURS = 'Monday to Saturday, 9 am to 8 pm';

/** The free 30-minute video consultation is booked on an external scheduling page (SPEC §1, §7). */
export const CONSULTATION_URL = 'https://calendly.com/fitthali/nutritionist-consultation';

// Listings on the delivery apps are not live yet (SPEC §2.4 calls them placeholders).
export const DELIVERY_APPS = ['Swiggy', 'Zomato'] as const;
