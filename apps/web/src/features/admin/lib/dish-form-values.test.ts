import { DISH_MSG } from '@fitthali/domain/dish-messages';
import { ALLERGENS } from '@fitthali/domain/dishes';
import { describe, expect, it } from 'vitest';
import type { AdminDish } from '../api/dish-types';
import {
  dishChangeFrom,
  formValuesOf,
  matchingDishes,
  newDishFrom,
  toggled,
} from './dish-form-values';

const SEEDED: AdminDish = {
  _id: 'd1',
  name: 'Dalma, brown rice',
  description: '',
  nameOr: null,
  descriptionOr: null,
  diet: 'veg',
  calories: 520,
  protein: null,
  carbs: null,
  fat: null,
  fibre: null,
  allergens: [],
  tags: ['odia'],
  photo: null,
  illustration: '/images/dishes/dal-bowl.svg',
  available: true,
  retired: false,
  retiredAt: null,
  seeded: true,
  menuUses: [],
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
};

describe('the dish form', () => {
  it('checks a new dish with the server’s schema and its sentences', () => {
    const values = formValuesOf(null);
    values.name = 'Chhena poda';
    values.nutrition = { calories: '320', protein: '12', carbs: '40', fat: '11', fibre: '' };
    expect(newDishFrom(values)).toMatchObject({
      success: false,
      message: DISH_MSG.invalidFibre,
    });
    values.nutrition.fibre = '2';
    expect(newDishFrom(values)).toEqual({
      success: true,
      data: {
        name: 'Chhena poda',
        description: '',
        nameOr: null,
        descriptionOr: null,
        diet: 'veg',
        calories: 320,
        protein: 12,
        carbs: 40,
        fat: 11,
        fibre: 2,
        allergens: [],
        tags: [],
        available: true,
      },
    });
    values.nutrition.protein = '12.5';
    expect(newDishFrom(values)).toMatchObject({ message: DISH_MSG.invalidProtein });
  });

  it('sends only what changed, so a seeded dish is renamed without inventing its protein', () => {
    const values = formValuesOf(SEEDED);
    expect(dishChangeFrom(SEEDED, values)).toBeNull();
    values.name = 'Dalma with brown rice';
    expect(dishChangeFrom(SEEDED, values)).toEqual({
      success: true,
      data: { name: 'Dalma with brown rice' },
    });
    values.nutrition.protein = '18';
    values.tags = ['odia', 'high-protein'];
    expect(dishChangeFrom(SEEDED, values)).toEqual({
      success: true,
      data: { name: 'Dalma with brown rice', protein: 18, tags: ['high-protein', 'odia'] },
    });
  });

  it('refuses a stated figure emptied, in the figure’s words', () => {
    const values = formValuesOf(SEEDED);
    values.nutrition.calories = '';
    expect(dishChangeFrom(SEEDED, values)).toMatchObject({
      success: false,
      message: DISH_MSG.invalidCalories,
    });
  });

  it('keeps checked allergens in the FSSAI list’s order', () => {
    expect(toggled(['soy'], 'gluten', true, ALLERGENS)).toEqual(['gluten', 'soy']);
    expect(toggled(['gluten', 'soy'], 'gluten', false, ALLERGENS)).toEqual(['soy']);
  });
});

describe('searching the catalogue', () => {
  const retired = { ...SEEDED, _id: 'd2', name: 'Old dalma', retired: true };
  const paneer = { ...SEEDED, _id: 'd3', name: 'Paneer tikka', description: 'Brown rice' };

  it('matches every word in the name or description, in any case', () => {
    expect(matchingDishes([SEEDED, paneer], 'BROWN rice', false).map((d) => d._id)).toEqual([
      'd1',
      'd3',
    ]);
    expect(matchingDishes([SEEDED, paneer], 'paneer rice', false).map((d) => d._id)).toEqual([
      'd3',
    ]);
  });

  it('leaves retired dishes out unless asked', () => {
    expect(matchingDishes([SEEDED, retired], 'dalma', false)).toHaveLength(1);
    expect(matchingDishes([SEEDED, retired], 'dalma', true)).toHaveLength(2);
  });

  it('sends the Odia name beside the English, and refuses English in the Odia box (issue 27)', () => {
    const values = formValuesOf(null);
    values.name = 'Chhena poda';
    values.nutrition = { calories: '320', protein: '12', carbs: '40', fat: '11', fibre: '2' };
    values.nameOr = 'Chhena poda';
    expect(newDishFrom(values)).toMatchObject({ success: false, message: DISH_MSG.nameOrNotOdia });
    values.nameOr = 'ଛେନା ପୋଡ଼';
    expect(newDishFrom(values)).toMatchObject({ success: true, data: { nameOr: 'ଛେନା ପୋଡ଼' } });
  });

  it('an edit sends the Odia only when it changed, and an emptied box clears it', () => {
    const dish: AdminDish = { ...SEEDED, nameOr: 'ଡାଲମା, ବ୍ରାଉନ୍ ରାଇସ୍' };
    const values = formValuesOf(dish);
    expect(values.nameOr).toBe('ଡାଲମା, ବ୍ରାଉନ୍ ରାଇସ୍');
    expect(dishChangeFrom(dish, values)).toBeNull();
    values.nameOr = '';
    expect(dishChangeFrom(dish, values)).toEqual({ success: true, data: { nameOr: null } });
  });
});
