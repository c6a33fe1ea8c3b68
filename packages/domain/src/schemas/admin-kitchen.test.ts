import { describe, expect, it } from 'vitest';
import { decodeRunSheetCursor, encodeRunSheetCursor, kitchenSheetQuery } from './admin-kitchen.ts';

const ID = '0b7e6a9e-1c1f-4c8e-9a55-3f0d2f0f8a11';

describe('the run sheet cursor', () => {
  // The expected texts are what Node's Buffer writes as base64url for the same JSON.
  it.each([
    [
      { pin: '751001', area: 'unit 3\u0001plot 42, kharavela nagar', id: ID },
      'WyI3NTEwMDEiLCJ1bml0IDNcdTAwMDFwbG90IDQyLCBraGFyYXZlbGEgbmFnYXIiLCIwYjdlNmE5ZS0xYzFmLTRjOGUtOWE1NS0zZjBkMmYwZjhhMTEiXQ',
    ],
    [
      { pin: '', area: '', id: ID },
      'WyIiLCIiLCIwYjdlNmE5ZS0xYzFmLTRjOGUtOWE1NS0zZjBkMmYwZjhhMTEiXQ',
    ],
    [
      { pin: '७५१००१', area: 'ଭୁବନେଶ୍ୱର\u0001ghar', id: ID },
      'WyLgpa3gpavgpafgpabgpabgpaciLCLgrK3grYHgrKzgrKjgrYfgrLbgrY3grbHgrLBcdTAwMDFnaGFyIiwiMGI3ZTZhOWUtMWMxZi00YzhlLTlhNTUtM2YwZDJmMGY4YTExIl0',
    ],
  ])('round-trips %o as base64url', (cursor, text) => {
    expect(encodeRunSheetCursor(cursor)).toBe(text);
    expect(decodeRunSheetCursor(text)).toEqual(cursor);
  });

  it('refuses anything that is not one of its own', () => {
    for (const text of ['', 'x', 'not a cursor', 'bm90LWpzb24', '%%%', 'A'.repeat(2001)]) {
      expect(decodeRunSheetCursor(text)).toBeNull();
    }
    // ["751001","a","12"]: the id is not one.
    expect(decodeRunSheetCursor('WyI3NTEwMDEiLCJhIiwiMTIiXQ')).toBeNull();
    // Bytes that are not UTF-8.
    expect(decodeRunSheetCursor('__4i')).toBeNull();
  });

  it('reads limit and after from the query string', () => {
    const after = encodeRunSheetCursor({ pin: '751001', area: 'a', id: ID });
    expect(kitchenSheetQuery.parse({ date: '2026-01-05', slot: 'Dinner' })).toMatchObject({
      limit: 200,
      after: null,
    });
    expect(kitchenSheetQuery.parse({ date: '2026-01-05', limit: '9999', after })).toMatchObject({
      limit: 500,
      after: { pin: '751001', area: 'a', id: ID },
    });
    expect(kitchenSheetQuery.parse({ date: '2026-01-05', limit: '0' }).limit).toBe(1);
    expect(kitchenSheetQuery.safeParse({ after: 'nope' }).success).toBe(false);
  });
});
