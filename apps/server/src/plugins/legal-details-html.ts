import type { BusinessSettings } from '@fitthali/domain/business-details';
import { telHref } from '@fitthali/domain/site-contact';
import { escapeHtml, withSiteConfig } from './site-contact-html.ts';

/** The legal details as the footer and the contact page show them, in markup the server writes. */
export interface LegalHtml {
  footer: string;
  contact: string;
}

export const NO_LEGAL_HTML: LegalHtml = { footer: '', contact: '' };

const tel = (phone: string) => `<a href="${telHref(phone)}">${escapeHtml(phone)}</a>`;
const mail = (email: string) => `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`;

/**
 * The Consumer Protection (E-Commerce) Rules 2020 ask for the legal name, address, customer-care
 * contact and grievance officer on the storefront; the FSSAI rules for the licence number. Nothing
 * shows until the operator has saved them (decision 110).
 */
export function legalDetailsHtml(settings: BusinessSettings): LegalHtml {
  if (!settings.legalName) return NO_LEGAL_HTML;
  const {
    legalName,
    address,
    state,
    phone,
    email,
    gstin,
    fssai,
    grievanceOfficer: officer,
  } = settings;
  const name = escapeHtml(legalName);
  const place = escapeHtml(`${address}, ${state}`);
  const care = `${tel(phone)} · ${mail(email)}`;
  const officerLine = `${escapeHtml(officer.name)}, ${mail(officer.email)}, ${tel(officer.phone)}`;
  const footer = [
    `<p><strong>${name}</strong>, ${place}</p>`,
    `<p>Customer care: ${care}</p>`,
    `<p>Grievance officer: ${officerLine}</p>`,
    `<p>GSTIN ${escapeHtml(gstin)} · FSSAI Lic. No. ${escapeHtml(fssai)}</p>`,
  ].join('');
  const contact = [
    '<h2>Business and grievance officer</h2>',
    '<dl>',
    `<dt>Legal name</dt><dd>${name}</dd>`,
    `<dt>Registered address</dt><dd>${place}</dd>`,
    `<dt>Customer care</dt><dd>${care}</dd>`,
    `<dt>Grievance officer</dt><dd>${officerLine}</dd>`,
    `<dt>GSTIN</dt><dd>${escapeHtml(gstin)}</dd>`,
    `<dt>FSSAI licence</dt><dd>${escapeHtml(fssai)}</dd>`,
    '</dl>',
  ].join('');
  return { footer, contact };
}

/** The empty holders the web build prerenders: `<div … data-legal="footer"></div>`. */
const LEGAL_HOLDER = /(<div[^>]*\sdata-legal="(footer|contact)"[^>]*>)(<\/div>)/g;

/**
 * A built page with the legal details in its holders, and in its site-config block so hydration
 * (and any later client-side render) shows exactly the same markup, with no code of its own.
 */
export function withLegalDetails(html: string, legal: LegalHtml): string {
  const filled = html.replace(
    LEGAL_HOLDER,
    (_match, open: string, which: keyof LegalHtml, close: string) =>
      `${open}${legal[which]}${close}`,
  );
  return withSiteConfig(filled, { legal });
}
