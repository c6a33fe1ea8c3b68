import {
  PLACEHOLDER_CONTACT,
  SITE_CONFIG_ELEMENT_ID,
  type SiteContact,
  serializeSiteConfig,
  telHref,
  whatsappUrl,
} from '@fitthali/domain/site-contact';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const CONFIG_BLOCK = new RegExp(
  `(<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">)[\\s\\S]*?(</script>)`,
);

/**
 * A prerendered page with the configured contact points in place of the placeholders it was built
 * with: in the markup (text and links) and in the page's site-config block, which the browser code
 * reads so hydration renders the same values. Runs once per page at start-up.
 */
export function withSiteContact(html: string, contact: SiteContact): string {
  const swaps = new Map<string, string>([
    [whatsappUrl(PLACEHOLDER_CONTACT.whatsapp), whatsappUrl(contact.whatsapp)],
    [telHref(PLACEHOLDER_CONTACT.phone), telHref(contact.phone)],
    [escapeHtml(PLACEHOLDER_CONTACT.phone), escapeHtml(contact.phone)],
    [escapeHtml(PLACEHOLDER_CONTACT.whatsapp), escapeHtml(contact.whatsapp)],
    [escapeHtml(PLACEHOLDER_CONTACT.email), escapeHtml(contact.email)],
  ]);
  // One pass, so a configured value that happens to contain another placeholder is left alone.
  const longestFirst = [...swaps.keys()].sort((a, b) => b.length - a.length);
  const anyPlaceholder = new RegExp(longestFirst.map(escapeRegExp).join('|'), 'g');
  const swapped = html.replace(anyPlaceholder, (found) => swaps.get(found) ?? found);
  // Written last and whole, so the block always holds exactly the configuration.
  return swapped.replace(
    CONFIG_BLOCK,
    (_match, open: string, close: string) => `${open}${serializeSiteConfig(contact)}${close}`,
  );
}

/**
 * A page with `entries` added to its site-config block (keeping what the block holds), for the
 * values the server writes per request that the browser code reads to render the same markup.
 */
export function withSiteConfig(html: string, entries: object): string {
  return html.replace(CONFIG_BLOCK, (block, open: string, close: string) => {
    const text = /<script[^>]*>([\s\S]*?)<\/script>/.exec(block)?.[1] ?? '';
    let config: object = {};
    try {
      config = JSON.parse(text) as object;
    } catch {
      // A block that is not JSON is replaced whole.
    }
    const json = JSON.stringify({ ...config, ...entries }).replaceAll('<', '\\u003c');
    return `${open}${json}${close}`;
  });
}
