import { describe, expect, it } from 'vitest';
import { findControlCharacters, hasControlCharacters } from './control-characters.ts';

describe('control characters', () => {
  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u0008'])(
    'finds %j',
    (value) => {
      expect(hasControlCharacters(value)).toBe(true);
    },
  );

  it.each(['Plot 42,\nKharavela Nagar', 'tab\there', 'crlf\r\n', 'ଓଡ଼ିଆ', 'emoji 🍛', ''])(
    'allows %j',
    (value) => {
      expect(hasControlCharacters(value)).toBe(false);
    },
  );

  it('looks inside objects, arrays and keys, however deep', () => {
    expect(findControlCharacters({ a: [{ b: 'ok' }, { c: 'no\u0000' }] })).toBe(true);
    expect(findControlCharacters({ 'key\u0000': 1 })).toBe(true);
    expect(findControlCharacters({ a: [1, true, null, 'fine'] })).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findControlCharacters(deep)).toBe(true);
  });
});
