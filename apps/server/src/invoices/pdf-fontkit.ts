import { Readable } from 'node:stream';
// fontkit 2 ships no type declarations; the little pdf-lib uses is typed by pdf-lib's `Fontkit`.
// @ts-expect-error: no declaration file for 'fontkit'
import { create } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

interface Fontkit2Subset {
  encode(): Uint8Array;
  encodeStream?: () => Readable;
}

/**
 * fontkit 2 for pdf-lib 1.17 (decision 127). pdf-lib's own fork, `@pdf-lib/fontkit` 1.1.1, writes
 * broken TrueType subsets (a short `loca` without even-length glyph records: some letters vanish)
 * and its Indic shaper needs a Babel runtime global; fontkit 2 fixed both, but a subset is written
 * with `encode()` where pdf-lib 1.17 asks for the older `encodeStream()`, given here.
 */
export const pdfFontkit: Fontkit = {
  create(bytes: Uint8Array) {
    const font = create(Buffer.from(bytes));
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset: Fontkit2Subset = createSubset();
      subset.encodeStream = () => Readable.from([subset.encode()]);
      return subset;
    };
    return font;
  },
};
