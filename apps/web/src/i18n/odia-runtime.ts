// Everything an Odia page needs to speak Odia: Lingui's runtime and the web's Odia catalogues
// (one `<area>.po` each). The browser downloads this only on `/or/` pages (entry.client.tsx), so
// English pages carry none of it; the prerender has it at hand (odia-on-server.ts).
//
// Pages that are never prerendered need more words, and the domain's sentences besides; those come
// in a second download, only on those pages: the signed-in customer's pages (profile, plan page)
// by their path (decision 240), the ordering and account-recovery pages by their area when such a
// page opens (`loadArea`, decision 231).

import { createTranslator, type Translate } from '@fitthali/domain/i18n/translator';
import type { Messages } from '@lingui/core';

// The signup and login forms' words (auth) come with those forms (form-translator.ts), not here.
const CATALOGUES = import.meta.glob<Messages>(
  [
    './catalogues/*.or.ts',
    '!./catalogues/auth.or.ts',
    '!./catalogues/order.or.ts',
    '!./catalogues/recovery.or.ts',
    '!./catalogues/account.or.ts',
    '!./catalogues/deliveries.or.ts',
  ],
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

const LATER = import.meta.glob<Messages>(
  ['./catalogues/order.or.ts', './catalogues/recovery.or.ts'],
  { import: 'messages' },
);

const loaded = new Map<string, Translate>();

/** Fetches a later area's catalogue and the domain's sentences its pages show. */
export async function loadArea(area: string): Promise<void> {
  const load = LATER[`./catalogues/${area}.or.ts`];
  if (!load || loaded.has(area)) return;
  const [messages, { sayDomainInOdia }] = await Promise.all([load(), import('./domain-odia')]);
  const own = createTranslator('or', messages);
  // The page's own words first; a sentence of the domain (a validation or order rule, filled in
  // or not) is said as the server says it.
  loaded.set(area, (id, values) =>
    Object.hasOwn(messages, id) ? own(id, values) : sayDomainInOdia(id),
  );
}

/** `t` for one area's Odia catalogue; a sentence it lacks shows in English. */
export function odiaTranslator(area: string): Translate {
  const later = loaded.get(area);
  if (later) return later;
  let translate = translators.get(area);
  if (!translate) {
    const messages = CATALOGUES[`./catalogues/${area}.or.ts`] ?? fetched.get(area) ?? {};
    translate = createTranslator('or', messages);
    translators.set(area, translate);
  }
  return translate;
}
