// The business's public contact points (footer, contact page, chat button). The operator sets them
// (SUPPORT_PHONE, SUPPORT_WHATSAPP, SUPPORT_EMAIL on the server); the values below are only the
// development placeholders, which the web build prerenders and the server swaps for the real ones
// (docs/decisions.md, decision 50).

import type { SiteNotice } from './cutoff-notice.ts';

export interface SiteContact {
  /** As people read it: '+91 90000 00000'. */
  phone: string;
  /** The WhatsApp number, international format. */
  whatsapp: string;
  email: string;
}

/** Made up, and different from each other, so the server can tell which one a page shows. */
export const PLACEHOLDER_CONTACT: Readonly<SiteContact> = {
  phone: '+91 90000 00000',
  whatsapp: '+91 90000 00001',
  email: 'hello@fitthali.com',
};

/** The id of the page's non-executable JSON block that carries the configured values. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * The block's content: JSON that cannot end its <script> element early, whatever it holds. The
 * server adds the operator's cut-off hours when they are not the defaults (cutoff-notice.ts).
 */
export function serializeSiteConfig(contact: SiteContact, notice?: SiteNotice): string {
  return JSON.stringify({ contact, ...notice }).replaceAll('<', '\\u003c');
}

/** The contact points in a site-config block's text, or null when it is missing or malformed. */
export function readSiteConfig(text: string | null | undefined): SiteContact | null {
  if (!text) return null;
  try {
    return parseSiteContact((JSON.parse(text) as { contact?: unknown }).contact);
  } catch {
    return null;
  }
}

/** E.164 allows at most 15 digits; fewer than 8 is not a reachable number with a country code. */
const PHONE_PATTERN = /^\+[\d\s()-]+$/;
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** '+' then 8 to 15 digits, spaces, hyphens and brackets allowed: what tel: and wa.me both need. */
export function isInternationalPhone(value: string): boolean {
  const digits = digitsOf(value);
  return (
    PHONE_PATTERN.test(value.trim()) && digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS
  );
}

/** 'tel:+919000000000' */
export function telHref(phone: string): string {
  return `tel:+${digitsOf(phone)}`;
}

/** WhatsApp's click-to-chat link takes the number as digits only, country code first. */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${digitsOf(number)}`;
}

/** A value read from a page or an API answer, accepted only if every field has the right shape. */
export function parseSiteContact(value: unknown): SiteContact | null {
  if (typeof value !== 'object' || value === null) return null;
  const { phone, whatsapp, email } = value as Record<string, unknown>;
  if (typeof phone !== 'string' || typeof whatsapp !== 'string' || typeof email !== 'string') {
    return null;
  }
  if (!isInternationalPhone(phone) || !isInternationalPhone(whatsapp) || !email.includes('@')) {
    return null;
  }
  return { phone, whatsapp, email };
}
