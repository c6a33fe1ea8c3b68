import { formatDay } from '@fitthali/domain/i18n/calendar';
import type { Locale } from '@fitthali/domain/i18n/locales';
import { formatDate, formatShortDay } from '../../../lib/format';

// Dates on the ordering pages in the page's language. Odia names come from the domain's table,
// never from Intl (Chromium has no Odia data); digits stay Western (decision 183).

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'Fri, 14 Mar, 2025' / 'ଶୁକ୍ର, 14 ମାର୍ଚ୍ଚ, 2025' for a calendar day ('YYYY-MM-DD'). */
export function dayText(date: string, locale: Locale): string {
  if (locale === 'en' || !CALENDAR_DAY.test(date)) return formatDate(date);
  return `${formatDay(date, 'or')}, ${date.slice(0, 4)}`;
}

/** 'Fri, 14 Mar' / 'ଶୁକ୍ର, 14 ମାର୍ଚ୍ଚ' for tight spaces. */
export function shortDayText(date: string, locale: Locale): string {
  if (locale === 'en' || !CALENDAR_DAY.test(date)) return formatShortDay(date);
  return formatDay(date, 'or');
}
