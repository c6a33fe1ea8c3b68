import { describe, expect, it } from 'vitest';
import {
  avoidableWords,
  type DishCount,
  dietTotals,
  kitchenDishOrder,
  mealAllergy,
  NO_MENU_DISH,
} from './kitchen-dishes.ts';

const line = (name: string, diet: DishCount['diet'], count: number, conflicts = 0): DishCount => ({
  dishId: diet ? name : null,
  name,
  diet,
  count,
  conflicts,
});

describe('the per-dish lines of the kitchen sheet', () => {
  it('lists by diet, then most meals first, then by name, with no menu last', () => {
    const lines = [
      line(NO_MENU_DISH, null, 9),
      line('Chicken curry', 'non-veg', 5),
      line('Egg bhurji', 'egg', 1),
      line('Dalma', 'veg', 3),
      line('Aloo posto', 'veg', 3),
      line('Paneer tikka', 'veg', 7),
    ];
    expect(kitchenDishOrder(lines).map((l) => l.name)).toEqual([
      'Paneer tikka',
      'Aloo posto',
      'Dalma',
      'Egg bhurji',
      'Chicken curry',
      NO_MENU_DISH,
    ]);
  });

  it('totals every diet, zero included, leaving out the meals with no menu', () => {
    expect(
      dietTotals([line('Dalma', 'veg', 3), line('Paneer', 'veg', 2), line(NO_MENU_DISH, null, 4)]),
    ).toEqual([
      { diet: 'veg', count: 5 },
      { diet: 'egg', count: 0 },
      { diet: 'non-veg', count: 0 },
    ]);
  });
});

describe('what a meal says about allergies', () => {
  it('says what the dish holds and what the customer avoids when no alternative fitted', () => {
    expect(
      mealAllergy({ dishChoice: 'conflict', dishConflicts: ['eggs'], avoids: ['milk', 'eggs'] }),
    ).toEqual({ conflict: true, text: 'Holds egg — customer avoids milk and egg' });
  });

  it('says what the customer avoids on a meal that fits, and nothing for one who avoids nothing', () => {
    expect(
      mealAllergy({ dishChoice: 'preference', dishConflicts: null, avoids: ['peanuts'] }),
    ).toEqual({ conflict: false, text: 'Avoids peanuts' });
    expect(mealAllergy({ dishChoice: 'default', dishConflicts: null, avoids: [] })).toBeNull();
  });

  it('words a list in the order of what can be avoided', () => {
    expect(avoidableWords(['fish', 'eggs', 'onion-garlic'])).toBe('onion and garlic, egg and fish');
    expect(avoidableWords(['gluten'])).toBe('cereals containing gluten');
    expect(avoidableWords([])).toBe('');
  });
});
