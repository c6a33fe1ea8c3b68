import { describe, expect, it } from 'vitest';
import {
  conflictChoicesLine,
  conflictMealsList,
  PREFS_MSG,
  preferenceOutcomeMessage,
  warningLine,
} from './dish-preference-messages.ts';
import {
  avoidsPhrase,
  type NamedDish,
  normaliseAvoids,
  preferenceWarnings,
} from './dish-preferences.ts';
import { preferencesBody, preferencesCheckQuery } from './schemas/dish-preferences.ts';
import { firstErrorMessage } from './schemas/first-error.ts';

const dish = (id: string, facts: Partial<NamedDish> = {}): NamedDish => ({
  id,
  name: id,
  diet: 'veg',
  allergens: [],
  tags: ['no-onion-garlic'],
  ...facts,
});

const omelette = dish('Egg bhurji', { diet: 'egg' });
const dal = dish('Dal tadka');
const paneer = dish('Paneer tikka', { allergens: ['milk'] });

describe('what a customer avoids, as stored', () => {
  it('keeps each key once, sorted', () => {
    expect(normaliseAvoids(['milk', 'eggs', 'milk', 'onion-garlic'])).toEqual([
      'eggs',
      'milk',
      'onion-garlic',
    ]);
  });

  it('is refused with a sentence naming a key it does not know', () => {
    const parsed = preferencesBody.safeParse({ avoids: ['eggs', 'bacon'] });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(firstErrorMessage(parsed.error)).toBe(PREFS_MSG.unknownAvoid('bacon'));
      expect(firstErrorMessage(parsed.error)).toMatch(/^"bacon" is not something we can leave out/);
    }
    expect(preferencesBody.safeParse({ avoids: 'eggs' }).error?.issues[0]?.message).toBe(
      PREFS_MSG.avoidsNotAList,
    );
    expect(preferencesBody.parse({ avoids: ['soy', 'eggs', 'soy'] })).toEqual({
      avoids: ['eggs', 'soy'],
    });
    expect(preferencesBody.parse({ avoids: [] })).toEqual({ avoids: [] });
  });

  it('is named as a customer reads it, onion and garlic first', () => {
    expect(avoidsPhrase(['eggs'])).toBe('egg');
    expect(avoidsPhrase(['milk', 'eggs', 'onion-garlic'])).toBe('onion and garlic, milk and egg');
    expect(avoidsPhrase([])).toBe('');
  });
});

describe("the confirm page's warning", () => {
  const offers = [
    { date: '2026-12-04', slot: 'Lunch' as const, offered: [dal, omelette] },
    { date: '2026-12-03', slot: 'Dinner' as const, offered: [omelette] },
    { date: '2026-12-03', slot: 'Lunch' as const, offered: [omelette, paneer, dal] },
  ];

  it('names the days whose default holds what they avoid, with the pick or none, in order', () => {
    expect(preferenceWarnings(offers, ['eggs', 'milk'])).toEqual([
      {
        date: '2026-12-03',
        slot: 'Lunch',
        dish: { id: 'Egg bhurji', name: 'Egg bhurji' },
        conflicts: ['eggs'],
        pick: { id: 'Dal tadka', name: 'Dal tadka' },
      },
      {
        date: '2026-12-03',
        slot: 'Dinner',
        dish: { id: 'Egg bhurji', name: 'Egg bhurji' },
        conflicts: ['eggs'],
        pick: null,
      },
    ]);
  });

  it('says nothing to a customer who avoids nothing, or when every default fits', () => {
    expect(preferenceWarnings(offers, [])).toEqual([]);
    expect(preferenceWarnings(offers, ['fish'])).toEqual([]);
  });

  it('words each day', () => {
    const [picked, none] = preferenceWarnings(offers, ['eggs']);
    if (!picked || !none) throw new Error('two warnings expected');
    expect(warningLine(picked)).toBe(
      "Lunch on Thu, 03 Dec: Egg bhurji holds egg — we'll pick Paneer tikka for you.",
    );
    expect(warningLine(none)).toBe(
      "Dinner on Thu, 03 Dec: Egg bhurji holds egg and nothing that day fits. We'll tell the kitchen; you can skip that meal or contact us.",
    );
  });

  it('checks the query the page sends', () => {
    const query = { plan: 'High Protein', mealOption: 'Veg', slot: 'Lunch + Dinner' };
    expect(preferencesCheckQuery.safeParse({ ...query, startDate: '2026-12-03' }).success).toBe(
      true,
    );
    expect(
      preferencesCheckQuery.safeParse({ ...query, startDate: '2026-02-30' }).error?.issues[0]
        ?.message,
    ).toBe(PREFS_MSG.startDateRequired);
    expect(
      preferencesCheckQuery.safeParse({ ...query, slot: 'Brunch', startDate: '2026-12-03' }).error
        ?.issues[0]?.message,
    ).toBe(PREFS_MSG.slotRequired);
  });
});

describe('the outcome of a save', () => {
  const eggDay = { date: '2026-12-03', slot: 'Lunch' as const, dishName: 'Egg bhurji' };

  it('counts the meals switched and names the one left in conflict', () => {
    expect(
      preferenceOutcomeMessage({
        switched: 2,
        restored: 0,
        conflicts: [{ ...eggDay, conflicts: ['eggs'] }],
      }),
    ).toBe(
      "2 meals switched to a fitting dish; 1 meal on Thu, 03 Dec holds egg and nothing on that day fits — we've told the kitchen.",
    );
  });

  it('counts meals back on the day dish, several conflicts and meals already being prepared', () => {
    expect(
      preferenceOutcomeMessage({
        switched: 0,
        restored: 1,
        conflicts: [
          { ...eggDay, conflicts: ['eggs'] },
          { ...eggDay, slot: 'Dinner', conflicts: ['eggs'] },
        ],
        tooLate: 1,
      }),
    ).toBe(
      "1 meal is back to the day's dish; 2 meals hold what you avoid and nothing on their days fits — we've told the kitchen; 1 meal already being prepared holds what you avoid — contact us if you cannot eat it.",
    );
    expect(preferenceOutcomeMessage({ switched: 0, restored: 0, conflicts: [] })).toBe(
      'Preferences saved. None of your upcoming meals needed a change.',
    );
  });
});

describe('the conflict notice', () => {
  const meal = (day: number) => ({
    date: `2026-12-0${day}`,
    slot: 'Lunch' as const,
    dishName: 'Egg bhurji',
    conflicts: ['eggs' as const],
  });

  it('lists the first five meals on one line, then how many more', () => {
    expect(conflictMealsList([meal(3)])).toBe('Lunch on Thu, 03 Dec: Egg bhurji (egg)');
    const list = conflictMealsList([3, 4, 5, 6, 7, 8, 9].map(meal));
    expect(list.split('; ')).toHaveLength(6);
    expect(list).toMatch(/; and 2 more meals$/);
    expect(list).not.toMatch(/\n/);
  });

  it('offers a swap only when the day has another dish, and only contact after the cut-off', () => {
    const cutOff = 'Wed, 02 Dec, 12:30 pm';
    expect(conflictChoicesLine({ count: 1, open: true, canSwap: true, cutOff })).toBe(
      'Until Wed, 02 Dec, 12:30 pm you can swap it for another dish of the day, skip it (the meal moves to the end of your plan) or contact us.',
    );
    expect(conflictChoicesLine({ count: 2, open: true, canSwap: false, cutOff })).toBe(
      "Until each meal's cut-off (the first is Wed, 02 Dec, 12:30 pm) you can skip them (the meal moves to the end of your plan) or contact us.",
    );
    expect(conflictChoicesLine({ count: 1, open: false, canSwap: true, cutOff })).toBe(
      'Changes closed at Wed, 02 Dec, 12:30 pm. Contact us if you cannot eat it.',
    );
  });
});
