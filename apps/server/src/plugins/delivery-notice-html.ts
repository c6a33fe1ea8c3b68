import { type CutoffHours, noticeSwaps, siteNotice } from '@fitthali/domain/cutoff-notice';
import { type SiteContact, serializeSiteConfig } from '@fitthali/domain/site-contact';
import { CONFIG_BLOCK, escapeHtml, escapeRegExp } from './site-contact-html.ts';

/**
 * A page with the operator's cut-off hours in place of the 24 hours it was prerendered with: every
 * sentence of `noticeSwaps` in its markup (text and meta descriptions), and the figures in its
 * site-config block, which the browser code reads so hydration renders the very same words
 * (decision 80). `contact` is what the block already carries.
 */
export function withDeliveryNotice(
  html: string,
  cutoffs: CutoffHours,
  contact: SiteContact,
): string {
  const swaps = new Map(
    noticeSwaps(cutoffs).map(([built, configured]) => [escapeHtml(built), escapeHtml(configured)]),
  );
  // One pass, longest first, so a configured sentence is never rewritten again.
  const anyBuilt = new RegExp([...swaps.keys()].map(escapeRegExp).join('|'), 'g');
  return html
    .replace(anyBuilt, (found) => swaps.get(found) ?? found)
    .replace(
      CONFIG_BLOCK,
      (_match, open: string, close: string) =>
        `${open}${serializeSiteConfig(contact, siteNotice(cutoffs))}${close}`,
    );
}
