// Everything an Odia page needs to speak Odia: Lingui's runtime and the web's Odia catalogues
// (one `<area>.po` each). The browser downloads this only on `/or/` pages (entry.client.tsx), so
// English pages carry none of it; the prerender has it at hand (odia-on-server.ts). The areas of
// pages that are never prerendered (ordering, account recovery) come later, with the domain's
// sentences those pages show, when such a page opens (`loadArea`), so the other Odia pages do not
// download them.

import { createTranslator, type Translate } from '@fitthali/domain/i18n/translator';
import type { Messages } from '@lingui/core';

// The signup and login forms' words (auth) come with those forms (form-translator.ts), not here.
const CATALOGUES = import.meta.glob<Messages>(
  [
    './catalogues/*.or.ts',
    '!./catalogues/auth.or.ts',
    '!./catalogues/order.or.ts',
    '!./catalogues/recovery.or.ts',
  ],
  { import: 'messages', eager: true },
);

const LATER = import.meta.glob<Messages>(
  ['./catalogues/order.or.ts', './catalogues/recovery.or.ts'],
  { import: 'messages' },
);

const loaded = new Map<string, Translate>();
const translators = new Map<string, Translate>();

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
    translate = createTranslator('or', CATALOGUES[`./catalogues/${area}.or.ts`] ?? {});
    translators.set(area, translate);
  }
  return translate;
}
