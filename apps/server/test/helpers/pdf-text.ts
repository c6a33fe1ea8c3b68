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
