import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts the invoices and the kitchen's labels embed, from npm packages (OFL 1.1, the licence
 * is in each package): Noto Sans for Latin, the rupee sign and punctuation, Noto Sans Oriya for
 * Odia names, addresses and dishes (decision 127). Each document embeds only the glyphs it uses.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  latinBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  odia: '@expo-google-fonts/noto-sans-oriya/400Regular/NotoSansOriya_400Regular.ttf',
  odiaBold: '@expo-google-fonts/noto-sans-oriya/700Bold/NotoSansOriya_700Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

let fontBytes: Record<FontName, Buffer> | undefined;
/** The four files' bytes, read once per process; each PDF library parses them itself. */
export function fontFiles(): Record<FontName, Buffer> {
  fontBytes ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<FontName, Buffer>;
  return fontBytes;
}

/** The Odia block, and the joiners that shape it: text drawn in the Odia font. */
export const ODIA = /[\u0B00-\u0B7F\u200C\u200D]/u;

/** '26-11-2026' from '2026-11-26': the usual Indian form, with no locale data involved. */
export const indianDate = (iso: string) => iso.split('-').reverse().join('-');
