// The language switch names Odia in Odia ("ଓଡ଼ିଆ") on every English page. With the whole Odia font
// (40 KB for weight 700) an English visitor downloaded it for that one word; this writes the few
// glyphs the word needs, with the shaping rules that join them, as a font of their own (1.5 KB),
// which fonts.css offers for exactly those characters (decision 307). `npm run fonts` rewrites it
// after the font or the word changes; a unit test fails while the file is not what this makes.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The switch's word: LOCALE_NAME.or in packages/domain/src/i18n/locales.ts (a test holds them equal). */
export const ODIA_NAME = 'ଓଡ଼ିଆ';

/** Where the subset is written, for fonts.css. */
export const ODIA_NAME_FONT = 'apps/web/src/app/styles/odia-name-700.woff2';

const SOURCE =
  'node_modules/@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-700-normal.woff2';

/** The subset font: Noto Sans Oriya Bold (SIL OFL 1.1), only the glyphs of ODIA_NAME. */
export function odiaNameFont() {
  return subsetFont(readFileSync(join(root, SOURCE)), ODIA_NAME, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await odiaNameFont();
  writeFileSync(join(root, ODIA_NAME_FONT), font);
  console.log(`wrote ${ODIA_NAME_FONT} (${font.length} bytes)`);
}
