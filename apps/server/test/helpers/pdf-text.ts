import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, one line per text run, as PDF.js (Firefox's reader) extracts
 * it: what a person or a search would read, not what the code meant to write.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ('str' in item && item.str.trim() !== '') lines.push(item.str);
    }
  }
  await doc.destroy();
  return lines.join('\n');
}

/**
 * The ActualText of every marked-content span in a PDF's page streams: the text as typed where the
 * glyphs are drawn in another order (Odia's pre-base vowel signs). PDF.js does not read it, so this
 * inflates the streams and reads the UTF-16 strings.
 */
export function actualTexts(bytes: Uint8Array): string[] {
  const pdf = Buffer.from(bytes).toString('latin1');
  const found: string[] = [];
  for (const match of pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const text of content.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/gi)) {
      found.push(
        Buffer.from(text[1] ?? '', 'hex')
          .swap16()
          .toString('utf16le'),
      );
    }
  }
  return found;
}

/**
 * Odia as a PDF draws it, in visual order: the pre-base vowel signs (େ, ୈ) come before the
 * consonant or conjunct they follow when typed, which is the order PDF.js extracts them in.
 */
export function odiaDrawnOrder(typed: string): string {
  const consonant = '[\\u0B15-\\u0B39\\u0B5C\\u0B5D\\u0B5F\\u0B71]\\u0B3C?';
  const cluster = new RegExp(`((?:${consonant}\\u0B4D)*${consonant})([\\u0B47\\u0B48])`, 'gu');
  return typed.replace(cluster, '$2$1');
}
