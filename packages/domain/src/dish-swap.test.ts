import { describe, expect, it } from 'vitest';
import type { OfferedDish } from './dish-pick.ts';
import { swapFor } from './dish-swap.ts';
import {
  avoidablesPhrase,
  chefsChoiceLabel,
  conflictLabel,
  dishFigures,
  mealsWithDishes,
  pickedForYouLabel,
} from './swap-messages.ts';

const dish = (id: string, facts: Partial<OfferedDish> = {}): OfferedDish => ({
  id,
  diet: 'veg',
  allergens: [],
  tags: ['no-onion-garlic'],
  ...facts,
});

const omelette = dish('omelette', { diet: 'egg' });
const paneer = dish('paneer', { allergens: ['milk'] });
const dal = dish('dal');
const day = [omelette, paneer, dal];

describe('what choosing a dish records (decision 168)', () => {
  it('records an alternative as the customer’s swap', () => {
    expect(swapFor(day, [], 'dal')).toEqual({
      swapId: 'dal',
      pick: { dishId: 'dal', choice: 'swap', conflicts: [] },
    });
  });

  it('clears the swap when the default is chosen again', () => {
    expect(swapFor(day, [], 'omelette')).toEqual({
      swapId: null,
      pick: { dishId: 'omelette', choice: 'default', conflicts: [] },
    });
  });

  it('clears it too when the dish chosen is the one their preferences pick', () => {
    expect(swapFor(day, ['eggs'], 'paneer')).toEqual({
      swapId: null,
      pick: { dishId: 'paneer', choice: 'preference', conflicts: [] },
    });
  });

  it('keeps a default that holds what they avoid as their own choice, not re-picked for them', () => {
    expect(swapFor(day, ['eggs'], 'omelette')).toEqual({
      swapId: 'omelette',
      pick: { dishId: 'omelette', choice: 'swap', conflicts: [] },
    });
  });

  it('refuses a dish the day does not offer, and a day with no menu', () => {
    expect(swapFor(day, [], 'biryani')).toBeUndefined();
    expect(swapFor([], [], 'dal')).toBeUndefined();
  });
});

describe('the dish’s words on the plan page', () => {
  it('names what a pick avoids and what a conflict holds', () => {
    expect(pickedForYouLabel(['eggs'])).toBe('Picked for you: no egg');
    expect(pickedForYouLabel([])).toBe('Picked for you by your preferences');
    expect(conflictLabel(['eggs', 'milk'])).toBe("Holds egg and milk — we'll tell the kitchen");
    expect(avoidablesPhrase(['onion-garlic', 'eggs', 'milk'])).toBe(
      'onion and garlic, egg and milk',
    );
  });

  it('promises the menu by the meal’s cut-off, and only while it is ahead', () => {
    const until = new Date('2031-01-21T12:30:00+05:30');
    expect(chefsChoiceLabel(until, new Date('2031-01-20T09:00:00+05:30'))).toBe(
      "Chef's choice, menu published by Tue, 21 Jan",
    );
    expect(chefsChoiceLabel(until, until)).toBe("Chef's choice");
  });

  it('shows unknown nutrition as a dash', () => {
    expect(dishFigures({ calories: 520, protein: 32 })).toBe('520 kcal · 32 g protein');
    expect(dishFigures({ calories: 480, protein: null })).toBe('480 kcal · — protein');
  });

  it('names each meal’s dish where one is known', () => {
    expect(
      mealsWithDishes([
        { slot: 'Lunch', dish: 'Paneer tikka' },
        { slot: 'Dinner', dish: null },
      ]),
    ).toBe('Lunch (Paneer tikka) and Dinner');
  });
});
