import { z } from 'zod';
import { API_MSG } from '../api-messages.ts';
import { isIsoDate } from '../dates.ts';
import { KITCHEN_SLOTS, type KitchenSlot } from '../plans.ts';
import { MAX_PAGE_LIMIT } from './admin-paging.ts';

export { KITCHEN_SLOTS, type KitchenSlot };

/** A run sheet page's size unless one is asked for; a phone shows this many before "Load more". */
export const RUN_SHEET_PAGE = 200;

/** Absent and empty both mean "not chosen", as a form with nothing picked sends it. */
const unlessEmpty = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /api/admin/kitchen.csv: a date and slot, each absent when not chosen; the server then opens
 * on the slot now being delivered, by its own clock (`sheetChoice`, decision 142).
 */
export const kitchenQuery = z.object({
  date: z.preprocess(
    unlessEmpty,
    z.custom<string>((value) => isIsoDate(value), { error: API_MSG.invalidKitchenDate }).optional(),
  ),
  slot: z.preprocess(
    unlessEmpty,
    z.enum(KITCHEN_SLOTS, { error: API_MSG.invalidKitchenSlot }).optional(),
  ),
});

/** Where a run sheet page ends: the last delivery's sort key (PIN, area, id). */
export type RunSheetCursor = { pin: string; area: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** UTF-8 bytes of a string, without the platform's TextEncoder (the domain runs everywhere). */
function utf8(text: string): number[] {
  const escaped = encodeURIComponent(text);
  const bytes: number[] = [];
  for (let i = 0; i < escaped.length; i += 1) {
    if (escaped[i] === '%') {
      bytes.push(Number.parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(escaped.charCodeAt(i));
    }
  }
  return bytes;
}

function base64url(bytes: number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k += 1) out += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64url(text: string): string | null {
  if (text.length % 4 === 1) return null;
  let hex = '';
  let bits = 0;
  let value = 0;
  for (const char of text) {
    value = (value << 6) | BASE64URL.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      hex += `%${((value >> bits) & 255).toString(16).padStart(2, '0')}`;
    }
  }
  try {
    return decodeURIComponent(hex);
  } catch {
    return null;
  }
}

// Opaque to the screen (base64url of the key as JSON, UTF-8 as a PIN or area may be written in
// Odia), so the sort key can change without the screens noticing.
export function encodeRunSheetCursor(cursor: RunSheetCursor): string {
  return base64url(utf8(JSON.stringify([cursor.pin, cursor.area, cursor.id])));
}

export function decodeRunSheetCursor(text: string): RunSheetCursor | null {
  if (text.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const json = fromBase64url(text);
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [pin, area, id] = value;
    if (typeof pin !== 'string' || typeof area !== 'string' || typeof id !== 'string') return null;
    return UUID.test(id) ? { pin, area, id } : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/admin/kitchen: the counts of a date and slot and one page of its run sheet. `limit`
 * follows the admin lists (outside 1–500 it is brought inside); `after` is the previous page's
 * `nextCursor`, and anything else is refused rather than read as the first page.
 */
export const kitchenSheetQuery = kitchenQuery.extend({
  limit: z.preprocess(
    unlessEmpty,
    z
      .string({ error: API_MSG.invalidLimit })
      .regex(/^\d{1,9}$/, { error: API_MSG.invalidLimit })
      .optional()
      .transform((limit) => Math.min(Math.max(Number(limit ?? RUN_SHEET_PAGE), 1), MAX_PAGE_LIMIT)),
  ),
  after: z.preprocess(
    unlessEmpty,
    z
      .string({ error: API_MSG.invalidRunSheetCursor })
      .optional()
      .transform((text, ctx) => {
        if (text === undefined) return null;
        const cursor = decodeRunSheetCursor(text);
        if (!cursor) {
          ctx.addIssue({ code: 'custom', message: API_MSG.invalidRunSheetCursor });
          return z.NEVER;
        }
        return cursor;
      }),
  ),
});
