// Says an English sentence of the catalogues, or one a template made ('You selected 3 days but
// plan requires 5 days'), in Odia: an exact sentence is looked up; a templated one is matched
// against the template's readings (template-readings.ts), and the Odia is filled with what was
// captured, dates and slots said in Odia. It holds no catalogue itself: the server gives it every
// customer catalogue (localize.ts), an Odia page only those it shows, with their readings made
// when the page's share was written (decision 320).

import type { Messages } from '@lingui/core';
import { monthName, weekdayName } from './calendar.ts';
import type { Reading } from './template-readings.ts';
import { createTranslator, type Values } from './translator.ts';

const SHORT_DAYS = new Map<string, string>(
  [0, 1, 2, 3, 4, 5, 6].map((d) => [weekdayName(d, 'en', 'short'), weekdayName(d, 'or', 'short')]),
);
const SHORT_MONTHS = new Map<string, string>(
  [...Array(12).keys()].map((m) => [monthName(m, 'en', 'short'), monthName(m, 'or', 'short')]),
);
const SLOTS: Record<string, string> = {
  'Lunch + Dinner': 'ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ',
  'Lunch and Dinner': 'ମଧ୍ୟାହ୍ନ ଓ ରାତ୍ରି ଭୋଜନ',
  Lunch: 'ମଧ୍ୟାହ୍ନ ଭୋଜନ',
  Dinner: 'ରାତ୍ରି ଭୋଜନ',
};
const DATE =
  /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat), (\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g;

const odiaDate = (text: string) =>
  text.replace(
    DATE,
    (_, day: string, date: string, month: string) =>
      `${SHORT_DAYS.get(day) ?? day}, ${date} ${SHORT_MONTHS.get(month) ?? month}`,
  );

/**
 * A value captured from an English sentence as the Odia one says it: dates ('Tue, 21 Jan') and
 * slots in Odia, 'Lunch on Tue, 21 Jan' in Odia order; names, amounts and codes as they are.
 */
export function localizeValue(value: string): string {
  const slotOn = value.replace(
    new RegExp(`\\b(Lunch \\+ Dinner|Lunch|Dinner) on (${DATE.source})`, 'g'),
    (_, slot: string, date: string) => `${odiaDate(date)}ର ${SLOTS[slot] ?? slot}`,
  );
  // 'Lunch (Paneer tikka) and Dinner (Dal khichdi)': each meal with its dish.
  const dishes = slotOn
    .replace(/\b(Lunch|Dinner) \(/g, (_, slot: string) => `${SLOTS[slot] ?? slot} (`)
    .replace(/\) and (?=ମଧ୍ୟାହ୍ନ|ରାତ୍ରି)/g, ') ଓ ');
  const dated = odiaDate(dishes);
  return SLOTS[dated] ?? dated;
}

/**
 * `(english) => odia` over `odia` (compiled Odia) and `readings` (how each sentence with
 * placeholders reads in English: `readingsOf`), both keyed by `keyOf(english)`: the English itself
 * on the server, a short hash in the browser (decision 318). A sentence it does not know is
 * returned as it is, so a missing translation never loses the message.
 */
export function createLocalizer(
  odia: Messages,
  readings: readonly Reading[],
  keyOf: (english: string) => string = (english) => english,
): (english: string) => string {
  const translateOdia = createTranslator('or', odia);
  const templates = new Set(readings.map((reading) => reading.id));
  const patterns = readings.map((reading) => ({
    ...reading,
    pattern: new RegExp(reading.pattern),
  }));

  function fromTemplate(english: string): string | undefined {
    for (const reading of patterns) {
      const match = reading.pattern.exec(english);
      if (!match) continue;
      const values: Values = { ...reading.fixed };
      reading.names.forEach((name, index) => {
        const captured = match[index + 1] ?? '';
        if (values[name] !== undefined && !(name in reading.fixed)) return;
        values[name] = /^\d+$/.test(captured) ? Number(captured) : localizeValue(captured);
      });
      return translateOdia(reading.id, values);
    }
    return undefined;
  }

  return (english) => {
    if (english.length === 0) return english;
    const key = keyOf(english);
    if (Object.hasOwn(odia, key) && !templates.has(key)) return translateOdia(key);
    return fromTemplate(english) ?? english;
  };
}
