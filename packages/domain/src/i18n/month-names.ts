// Month names in both languages (calendar.ts says why they are our own table). On their own so
// that a page that prints only dates of months (an Odia post's or policy's date) does not download
// the weekday names and the date formatting that come with calendar.ts.

import type { Locale } from './locales.ts';
import type { NameWidth } from './weekday-names.ts';

/** Odia has no customary short month, so short is long (as in CLDR). */
const ODIA_MONTHS = [
  'ଜାନୁଆରୀ',
  'ଫେବୃଆରୀ',
  'ମାର୍ଚ୍ଚ',
  'ଅପ୍ରେଲ',
  'ମଇ',
  'ଜୁନ',
  'ଜୁଲାଇ',
  'ଅଗଷ୍ଟ',
  'ସେପ୍ଟେମ୍ବର',
  'ଅକ୍ଟୋବର',
  'ନଭେମ୍ବର',
  'ଡିସେମ୍ବର',
] as const;

/** January first. */
const MONTHS: Record<Locale, { long: readonly string[]; short: readonly string[] }> = {
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  or: { long: ODIA_MONTHS, short: ODIA_MONTHS },
};

/** A month's name; `month` counts from January = 0. */
export function monthName(month: number, locale: Locale, width: NameWidth = 'long'): string {
  return MONTHS[locale][width][((month % 12) + 12) % 12] ?? '';
}
