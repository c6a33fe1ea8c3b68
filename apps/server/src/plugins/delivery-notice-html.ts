import { type CutoffHours, noticeSwaps, siteNotice } from '@fitthali/domain/cutoff-notice';
import { odiaNoticeSwaps } from '@fitthali/domain/cutoff-notice-odia';
import { type SiteContact, serializeSiteConfig } from '@fitthali/domain/site-contact';
import { CONFIG_BLOCK, escapeHtml, escapeRegExp } from './site-contact-html.ts';

/**
 * A page with the operator's cut-off hours in place of the 24 hours it was prerendered with: every
 * sentence of `noticeSwaps` and, on Odia pages, of `odiaNoticeSwaps` in its markup (text and meta
 * descriptions), and the figures in its site-config block, which the browser code reads so
 * hydration renders the very same words (decision 80, 261). `contact` is what the block already
 * carries.
 */
export function withDeliveryNotice(
  html: string,
  cutoffs: CutoffHours,
  contact: SiteContact,
): string {
  const swaps = new Map(
    [...noticeSwaps(cutoffs), ...odiaNoticeSwaps(cutoffs)]
      .sort((a, b) => b[0].length - a[0].length)
      .map(([built, configured]) => [escapeHtml(built), escapeHtml(configured)]),
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
