// Weekday and month names in both languages, from our own table (issue 27 point 4): Chromium
// ships no Odia date data and formats `or-IN` silently as US English, so anything formatted with
// Intl in Odia on the server and again in the browser would not match and break hydration. The
// Odia names are CLDR's (what Node 20 prints for `or-IN`). Digits stay Western in both languages
// (decision 183): prices, dates, phone numbers and PIN codes read as customers type them.

import type { Locale } from './locales.ts';
import { monthName } from './month-names.ts';
import { type NameWidth, weekdayName } from './weekday-names.ts';

export { monthName, type NameWidth, weekdayName };

const INDIA_OFFSET_MS = 330 * 60_000;

/** The India calendar day and clock of an instant, whatever zone the machine runs in. */
function indiaParts(instant: Date) {
  const india = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return {
    weekday: india.getUTCDay(),
    day: india.getUTCDate(),
    month: india.getUTCMonth(),
    year: india.getUTCFullYear(),
    hours: india.getUTCHours(),
    minutes: india.getUTCMinutes(),
  };
}

/**
 * A calendar day ('YYYY-MM-DD') as the sentences say it: 'Wed, 21 Jan' in English (as the
 * en-IN formatter always wrote it), 'ବୁଧ, 21 ଜାନୁଆରୀ' in Odia.
 */
export function formatDay(date: string, locale: Locale): string {
  const p = indiaParts(new Date(`${date}T12:00:00+05:30`));
  const day = String(p.day).padStart(2, '0');
  return `${weekdayName(p.weekday, locale, 'short')}, ${day} ${monthName(p.month, locale, 'short')}`;
}

/** '12:30 pm' in both languages: the clock reads the same, and customers write am/pm. */
export function formatClock(instant: Date): string {
  const p = indiaParts(instant);
  const hour = p.hours % 12 === 0 ? 12 : p.hours % 12;
  return `${hour}:${String(p.minutes).padStart(2, '0')} ${p.hours < 12 ? 'am' : 'pm'}`;
}

/** 'Wed, 21 Jan, 12:30 pm' / 'ବୁଧ, 21 ଜାନୁଆରୀ, 12:30 pm' for an instant, in India. */
export function formatDayTime(instant: Date, locale: Locale): string {
  const p = indiaParts(instant);
  const date = `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return `${formatDay(date, locale)}, ${formatClock(instant)}`;
}

const ODIA_ZERO = 0x0b66;

/**
 * Odia digits (୦–୯) as Western ones, so a phone number or PIN code typed on an Odia keyboard is
 * read like one typed in English; every other character is left as it is.
 */
export function toWesternDigits(text: string): string {
  return text.replace(/[\u0B66-\u0B6F]/g, (digit) =>
    String((digit.codePointAt(0) ?? ODIA_ZERO) - ODIA_ZERO),
  );
}
