// Weekday names in both languages (calendar.ts says why they are our own table). On their own so
// that a page that names only weekdays (the plan pages' day chips) does not download the months
// and the date formatting that come with calendar.ts.

import type { Locale } from './locales.ts';

/** Sunday first, as `Date#getUTCDay()` counts. */
const WEEKDAYS: Record<Locale, { long: readonly string[]; short: readonly string[] }> = {
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  or: {
    long: ['ରବିବାର', 'ସୋମବାର', 'ମଙ୍ଗଳବାର', 'ବୁଧବାର', 'ଗୁରୁବାର', 'ଶୁକ୍ରବାର', 'ଶନିବାର'],
    short: ['ରବି', 'ସୋମ', 'ମଙ୍ଗଳ', 'ବୁଧ', 'ଗୁରୁ', 'ଶୁକ୍ର', 'ଶନି'],
  },
};

export type NameWidth = 'long' | 'short';

/** A weekday's name; `day` counts from Sunday = 0. */
export function weekdayName(day: number, locale: Locale, width: NameWidth = 'long'): string {
  return WEEKDAYS[locale][width][((day % 7) + 7) % 7] ?? '';
}
