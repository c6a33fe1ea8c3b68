// Says an English sentence of the catalogues, or one a template made ('You selected 3 days but
// plan requires 5 days'), in Odia: an exact sentence is looked up; a templated one is matched
// against the template's compiled English tokens, plural branches included, and the Odia is filled
// with what was captured, dates and slots said in Odia. It holds no catalogue itself: the server
// gives it every customer catalogue (localize.ts), an Odia page only those it shows.

import type { Messages } from '@lingui/core';
import { monthName, weekdayName } from './calendar.ts';
import { createTranslator, type Values } from './translator.ts';

/** A compiled message's token: text, or a placeholder `[name, type?, branches?]`. */
type Token = string | readonly [string, string?, Record<string, unknown>?];
type CompiledMessage = readonly Token[];
type Part = string | { capture: string } | { number: string };

/** One way a template can read: its plural branches chosen, `#` a number to capture. */
interface Variant {
  id: string;
  pattern: RegExp;
  names: string[];
  fixed: Record<string, number>;
}

/** Every reading of `tokens`, each as parts and the plural values its branch choice implies. */
function expand(
  tokens: readonly Token[],
  pluralOf?: string,
): { parts: Part[]; fixed: Record<string, number> }[] {
  let readings: { parts: Part[]; fixed: Record<string, number> }[] = [{ parts: [], fixed: {} }];
  for (const token of tokens) {
    if (typeof token === 'string') {
      const part: Part = token === '#' && pluralOf ? { number: pluralOf } : token;
      for (const reading of readings) reading.parts.push(part);
      continue;
    }
    const [name, type, format] = token;
    if (type === 'plural' && format && typeof format === 'object') {
      const next: typeof readings = [];
      for (const [key, branch] of Object.entries(format)) {
        if (key === 'offset' || !Array.isArray(branch)) continue;
        const exact = key.startsWith('=') ? Number(key.slice(1)) : key === 'one' ? 1 : undefined;
        for (const inner of expand(branch as Token[], name)) {
          for (const reading of readings) {
            const fixed = { ...reading.fixed, ...inner.fixed };
            if (exact !== undefined) fixed[name] = exact;
            next.push({ parts: [...reading.parts, ...inner.parts], fixed });
          }
        }
      }
      readings = next;
    } else {
      for (const reading of readings) reading.parts.push({ capture: name });
    }
  }
  return readings;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function variantsOf(id: string, compiled: CompiledMessage): Variant[] {
  return expand(compiled).map(({ parts, fixed }) => {
    const names: string[] = [];
    let source = '';
    for (const part of parts) {
      if (typeof part === 'string') source += escapeRegExp(part);
      else if ('number' in part) {
        names.push(part.number);
        source += '(\\d+)';
      } else {
        names.push(part.capture);
        source += '([\\s\\S]+?)';
      }
    }
    return { id, pattern: new RegExp(`^${source}$`), names, fixed };
  });
}

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
 * `(english) => odia` over `odia` (compiled Odia) and `englishTemplates` (the compiled English of
 * the sentences with placeholders), both keyed by `keyOf(english)`: the English itself on the
 * server, a short hash in the browser (decision 318). A sentence it does not know is returned as it
 * is, so a missing translation never loses the message.
 */
export function createLocalizer(
  odia: Messages,
  englishTemplates: Messages,
  keyOf: (english: string) => string = (english) => english,
): (english: string) => string {
  const translateOdia = createTranslator('or', odia);
  /** Longer templates first, so a sentence matches its most specific reading. */
  const variants: Variant[] = Object.entries(englishTemplates)
    .filter(([key]) => odia[key] !== undefined)
    .flatMap(([key, compiled]) => variantsOf(key, compiled as unknown as CompiledMessage))
    .sort((a, b) => b.pattern.source.length - a.pattern.source.length);

  function fromTemplate(english: string): string | undefined {
    for (const variant of variants) {
      const match = variant.pattern.exec(english);
      if (!match) continue;
      const values: Values = { ...variant.fixed };
      variant.names.forEach((name, index) => {
        const captured = match[index + 1] ?? '';
        if (values[name] !== undefined && !(name in variant.fixed)) return;
        values[name] = /^\d+$/.test(captured) ? Number(captured) : localizeValue(captured);
      });
      return translateOdia(variant.id, values);
    }
    return undefined;
  }

  return (english) => {
    if (english.length === 0) return english;
    const key = keyOf(english);
    if (Object.hasOwn(odia, key) && englishTemplates[key] === undefined) {
      return translateOdia(key);
    }
    return fromTemplate(english) ?? english;
  };
}
