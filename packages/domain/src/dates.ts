// Calendar dates as 'YYYY-MM-DD' strings in India time. Delivery days are Indian calendar days
// whichever time zone the browser or server runs in, so nothing here reads the runtime's zone:
// dates are handled with UTC arithmetic on the date itself, and "now" is shifted by the fixed
// +05:30 offset (India has no daylight saving time).

export type IsoDate = string;

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A timestamp with an explicit zone names an instant; without one it is read as India wall time.
const ISO_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))?$/i;

/** The calendar date in India at the given instant. */
export function todayInIndia(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Strict 'YYYY-MM-DD' that names a real day: '2026-02-30' and '2026-2-3' are rejected. */
export function isIsoDate(s: unknown): s is IsoDate {
  if (typeof s !== 'string') return false;
  const match = ISO_DATE.exec(s);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999, and rolls 30 February over into March; comparing the
  // parts back catches both.
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function toUtcMs(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${String(date)}`);
  return Date.parse(`${date}T00:00:00Z`);
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The date n days later (or earlier for negative n). Throws on a malformed date. */
export function addDays(date: IsoDate, n: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + n * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, the same numbering as JavaScript's getDay. */
export function weekdayIndex(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/** Negative when a is earlier, positive when later, 0 when equal; usable as a sort comparator. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The India calendar date a stored or submitted value stands for: a 'YYYY-MM-DD' string as is,
 * a timestamp with a zone (or a Date) as the India date of that instant, a timestamp without a
 * zone by its date part. Anything else gives undefined.
 */
export function toIndiaDate(value: unknown): IsoDate | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : todayInIndia(value);
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (isIsoDate(text)) return text;
  const match = ISO_TIMESTAMP.exec(text);
  const date = match?.[1];
  if (!match || !isIsoDate(date)) return undefined;
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const zone = match[6];
  if (!zone) return date;
  // Parsed by hand rather than with Date.parse, whose acceptance of '+0530' and friends differs
  // between JavaScript engines.
  const sign = match[7] === '-' ? -1 : 1;
  const offsetMs =
    zone.toUpperCase() === 'Z' ? 0 : sign * (Number(match[8]) * 60 + Number(match[9])) * 60_000;
  const instant = toUtcMs(date) + ((hours * 60 + minutes) * 60 + seconds) * 1000 - offsetMs;
  return fromUtcMs(instant + INDIA_OFFSET_MS);
}
