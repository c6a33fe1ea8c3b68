// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_NAME } from '@fitthali/domain/i18n/locales';
import { describe, expect, it } from 'vitest';
import { ODIA_NAME, ODIA_NAME_FONT, odiaNameFont } from '../../../../../scripts/odia-name-font.mjs';

const root = join(__dirname, '../../../../..');

describe('the language switch’s font (decision 307)', () => {
  it('is made from the word the switch shows', () => {
    expect(ODIA_NAME).toBe(LOCALE_NAME.or);
  });

  it('is the file `npm run fonts` writes, offered for exactly the word’s characters', async () => {
    const committed = readFileSync(join(root, ODIA_NAME_FONT));
    expect(Buffer.compare(committed, await odiaNameFont())).toBe(0);
    const css = readFileSync(join(__dirname, 'fonts.css'), 'utf8');
    const face = css.slice(css.indexOf('"FitThali Odia name"'));
    const range = /unicode-range: ([^;]+);/.exec(face)?.[1] ?? '';
    const points = [...new Set(ODIA_NAME)].map(
      (c) => `U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`,
    );
    expect(range.split(', ').sort()).toEqual(points.sort());
  });
});
