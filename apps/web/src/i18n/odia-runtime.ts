// Everything an Odia page needs to speak Odia: Lingui's runtime and the web's Odia catalogues
// (one `<area>.po` each). The browser downloads this only on `/or/` pages (entry.client.tsx), so
// English pages carry none of it; the prerender has it at hand (odia-on-server.ts).

import { createTranslator, type Translate } from '@fitthali/domain/i18n/translator';
import type { Messages } from '@lingui/core';

const CATALOGUES = import.meta.glob<Messages>('./catalogues/*.or.ts', {
  import: 'messages',
  eager: true,
});

const translators = new Map<string, Translate>();

/** `t` for one area's Odia catalogue; a sentence it lacks shows in English. */
export function odiaTranslator(area: string): Translate {
  let translate = translators.get(area);
  if (!translate) {
    translate = createTranslator('or', CATALOGUES[`./catalogues/${area}.or.ts`] ?? {});
    translators.set(area, translate);
  }
  return translate;
}
