// The sentences decision 190 left assembled from parts, now whole templates (decision 271): each
// variant's English as before, and its Odia from the catalogue, with no English left.
import { describe, expect, it } from 'vitest';
import {
  conflictChoicesLine,
  conflictMealsList,
  preferenceOutcomeClauses,
  preferenceOutcomeMessage,
} from '../dish-preference-messages.ts';
import { missedNoCreditLine } from '../refund-messages.ts';
import { localizeMessage } from './localize.ts';

const odia = (english: string) => localizeMessage(english, 'or');
/** English words left once names (dishes, what is avoided) and bracketed glossary terms are out. */
const english = (text: string) =>
  text
    .replace(/\((skip|swap|refund|meal credit|cut-off)\)|Egg bhurji|\begg\b|pm/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

describe('whole sentences in Odia', () => {
  it('says each missed-meal no-credit line', () => {
    const ceilings = [
      { paid: 1743, refunded: 0, credited: 0, refundable: 0 },
      { paid: 1743, refunded: 1743, credited: 0, refundable: 0 },
      { paid: 1743, refunded: 0, credited: 1743, refundable: 0 },
      { paid: 1743, refunded: 743, credited: 1000, refundable: 0 },
    ];
    const lines = ceilings.map(missedNoCreditLine);
    expect(lines[3]).toBe(
      'What you paid for this order (₹1,743) has already come back to you: ₹743 refunded and ₹1,000 in meal credits. So no meal credit is added for this meal.',
    );
    expect(lines[0]).toBe(
      'What you paid for this order (₹1,743) has already come back to you. So no meal credit is added for this meal.',
    );
    for (const line of lines) {
      const said = odia(line);
      expect(said).not.toBe(line);
      expect(english(said), said).toEqual([]);
      expect(said).toContain('₹1,743');
    }
  });

  it('says each choice of a conflict notice', () => {
    for (const count of [1, 3]) {
      for (const open of [true, false]) {
        for (const canSwap of [true, false]) {
          const line = conflictChoicesLine({ count, open, canSwap, cutOff: 'Wed, 2 Dec, 9:00 pm' });
          const said = odia(line);
          expect(said, line).not.toBe(line);
          expect(english(said), said).toEqual([]);
          expect(said).toContain('ବୁଧ, 2 ଡିସେମ୍ବର');
        }
      }
    }
  });

  it('says each clause of a preference save’s outcome, and the list of conflicted meals', () => {
    const meal = {
      date: '2026-12-03',
      slot: 'Lunch' as const,
      dishName: 'Egg bhurji',
      conflicts: ['eggs' as const],
    };
    const outcome = { switched: 2, restored: 1, conflicts: [meal], tooLate: 1 };
    expect(preferenceOutcomeMessage(outcome)).toBe(
      "2 meals switched to a fitting dish; 1 meal is back to the day's dish; 1 meal on Thu, 03 Dec holds egg and nothing on that day fits — we've told the kitchen; 1 meal already being prepared holds what you avoid — contact us if you cannot eat it.",
    );
    for (const clause of preferenceOutcomeClauses({ ...outcome, conflicts: [meal, meal] })) {
      const said = odia(clause);
      expect(said, clause).not.toBe(clause);
      expect(english(said), said).toEqual([]);
    }
    const list = conflictMealsList(Array.from({ length: 7 }, () => meal));
    expect(list).toMatch(/; and 2 more meals$/);
    expect(odia(list)).toMatch(/; ଆଉ 2ଟି ଭୋଜନ$/);
  });
});
