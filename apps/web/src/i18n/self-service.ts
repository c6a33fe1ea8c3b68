// The signed-in customer's pages (profile, plan page) in the page's language: their translator,
// dates from the domain's calendar table in Odia (never Intl: Chromium has no Odia data) and the
// domain's sentences with values. English keeps the domain's own functions, so an English page's
// text is exactly what it was.

import { AVOIDABLE_LABELS, type Avoidable } from '@fitthali/domain/dishes';
import { formatClock, formatDay, formatDayTime } from '@fitthali/domain/i18n/calendar';
import type { Translate, Values } from '@fitthali/domain/i18n/translator';
import { formatIndiaDate, formatIndiaDateTime } from '@fitthali/domain/india-format';
import { avoidablesPhrase } from '@fitthali/domain/swap-messages';
import { formatDate, formatDateTime, toInstant } from '../lib/format';
import { type Area, useT } from './messages';
import { useLocale } from './use-locale';

type DateValue = string | number | Date | null | undefined;

export type SelfService = {
  t: Translate;
  odia: boolean;
  /** 'Tue, 21 Jan' / 'ମଙ୍ଗଳ, 21 ଜାନୁଆରୀ' for an India calendar day ('YYYY-MM-DD'). */
  day: (date: string) => string;
  /** 'Tue, 21 Jan, 12:30 pm' for an instant, in India. */
  dayTime: (instant: Date) => string;
  /** 'Fri, 14 Mar, 2025' for a moment or a calendar day; '' when unreadable. */
  date: (value: DateValue) => string;
  /** 'Fri, 14 Mar, 2025, 09:30 pm'; '' when unreadable. */
  dateTime: (value: DateValue) => string;
  /** A domain sentence with values: its English as the domain says it, or its template in Odia. */
  say: (english: string, template: string, values: Values) => string;
};

/** The India calendar day of an instant, as 'YYYY-MM-DD'. */
function indiaDay(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

function odiaDate(value: DateValue): string {
  const instant = toInstant(value);
  if (!instant) return '';
  const day = indiaDay(instant);
  return `${formatDay(day, 'or')}, ${day.slice(0, 4)}`;
}

export function selfService(t: Translate, odia: boolean): SelfService {
  if (!odia) {
    return {
      t,
      odia,
      day: formatIndiaDate,
      dayTime: formatIndiaDateTime,
      date: formatDate,
      dateTime: formatDateTime,
      say: (english) => english,
    };
  }
  return {
    t,
    odia,
    day: (date) => formatDay(date, 'or'),
    dayTime: (instant) => formatDayTime(instant, 'or'),
    date: odiaDate,
    dateTime: (value) => {
      const instant = toInstant(value);
      return instant ? `${odiaDate(instant)}, ${formatClock(instant)}` : '';
    },
    say: (_english, template, values) => t(template, values),
  };
}

/** The page's words and dates for one self-service catalogue area. */
export function useSelfService(area: Area): SelfService {
  return selfService(useT(area), useLocale() === 'or');
}

/** 'egg and milk': what a dish holds of what the customer avoids, as a sentence's value. */
export function avoidedList(keys: readonly Avoidable[], s: SelfService): string {
  if (!s.odia) return avoidablesPhrase(keys);
  const words = keys.map((key) => s.t(AVOIDABLE_LABELS[key]));
  if (words.length <= 1) return words.join('');
  const first = words.slice(0, -1).join(', ');
  return s.t('{first} and {last}', { first, last: words.at(-1) ?? '' });
}
