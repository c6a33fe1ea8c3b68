// Everything an Odia page needs to speak Odia: Lingui's runtime and the web's Odia catalogues
// (one `<area>.po` each). The browser downloads this only on `/or/` pages (entry.client.tsx), so
// English pages carry none of it; the prerender has it at hand (odia-on-server.ts).
//
// The signed-in customer's pages (profile, plan page) need far more words, and the domain's
// sentences besides (decision 240): those come in a second download, only on those pages. They
// are never prerendered (they need the customer's token), so the prerender needs none of it.

import { createTranslator, type Translate } from '@fitthali/domain/i18n/translator';
import type { Messages } from '@lingui/core';

const CATALOGUES = import.meta.glob<Messages>(
  ['./catalogues/*.or.ts', '!./catalogues/account.or.ts', '!./catalogues/deliveries.or.ts'],
  { import: 'messages', eager: true },
);

/** Catalogues fetched for the pages that need them, by area. */
const fetched = new Map<string, Messages>();
const translators = new Map<string, Translate>();

/** Adds areas' Odia (the self-service pages' catalogues) to what `odiaTranslator` knows. */
export function addCatalogues(byArea: Readonly<Record<string, Messages>>): void {
  for (const [area, messages] of Object.entries(byArea)) {
    fetched.set(area, messages);
    translators.delete(area);
  }
}

/** The signed-in customer's pages, whose catalogues are fetched apart. */
const SELF_SERVICE = /^\/or\/profile(\/|$)/;

/** Fetches the catalogues the page at `path` needs beyond the shared ones. */
export async function loadCataloguesFor(path: string): Promise<void> {
  if (!SELF_SERVICE.test(path) || fetched.has('account')) return;
  addCatalogues((await import('./self-service-odia')).SELF_SERVICE_CATALOGUES);
}

/** `t` for one area's Odia catalogue; a sentence it lacks shows in English. */
export function odiaTranslator(area: string): Translate {
  let translate = translators.get(area);
  if (!translate) {
    const messages = CATALOGUES[`./catalogues/${area}.or.ts`] ?? fetched.get(area) ?? {};
    translate = createTranslator('or', messages);
    translators.set(area, translate);
  }
  return translate;
}
