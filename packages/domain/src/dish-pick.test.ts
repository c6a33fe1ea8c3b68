import { describe, expect, it } from 'vitest';
import { type OfferedDish, pickDish } from './dish-pick.ts';
import { dishConflicts, dishContains } from './dishes.ts';
import { dietFitsMenu, menuDietRefusal } from './menu-diet.ts';

const dish = (id: string, facts: Partial<OfferedDish> = {}): OfferedDish => ({
  id,
  diet: 'veg',
  allergens: [],
  tags: ['no-onion-garlic'],
  ...facts,
});

describe('what a dish contains', () => {
  it('counts an egg dish as holding eggs, tagged or not', () => {
    expect(dishContains(dish('a', { diet: 'egg' }))).toEqual(['eggs']);
    expect(dishContains(dish('a', { allergens: ['eggs'] }))).toEqual(['eggs']);
  });

  it('takes onion and garlic as present unless the dish is tagged free of them or Jain', () => {
    expect(dishContains(dish('a', { tags: [] }))).toEqual(['onion-garlic']);
    expect(dishContains(dish('a', { tags: ['jain'] }))).toEqual([]);
  });

  it('names only what the customer avoids', () => {
    const paneer = dish('p', { allergens: ['milk', 'gluten'], tags: [] });
    expect(dishConflicts(paneer, ['milk', 'eggs'])).toEqual(['milk']);
    expect(dishConflicts(paneer, [])).toEqual([]);
  });
});

describe('which dish a customer gets', () => {
  const omelette = dish('omelette', { diet: 'egg', allergens: ['eggs'] });
  const dal = dish('dal');
  const paneer = dish('paneer', { allergens: ['milk'] });

  it('gives the default when it fits', () => {
    expect(pickDish([dal, paneer], ['eggs'])).toEqual({
      dishId: 'dal',
      choice: 'default',
      conflicts: [],
    });
  });

  it('picks the first fitting alternative, in the operator order', () => {
    expect(pickDish([omelette, paneer, dal], ['eggs', 'milk'])).toEqual({
      dishId: 'dal',
      choice: 'preference',
      conflicts: [],
    });
  });

  it('keeps the default and flags what conflicts when nothing fits', () => {
    expect(pickDish([omelette, paneer], ['eggs', 'milk'])).toEqual({
      dishId: 'omelette',
      choice: 'conflict',
      conflicts: ['eggs'],
    });
  });

  it('keeps the customer swap while the dish is still offered', () => {
    expect(pickDish([dal, omelette], ['eggs'], 'omelette')?.choice).toBe('swap');
    expect(pickDish([dal, paneer], [], 'omelette')).toEqual({
      dishId: 'dal',
      choice: 'default',
      conflicts: [],
    });
  });

  it('answers nothing when no menu is planned', () => {
    expect(pickDish([], ['eggs'])).toBeUndefined();
  });
});

describe('the diet rule', () => {
  it('lets a Veg menu serve veg, and egg only when the plan is egg-friendly', () => {
    expect(dietFitsMenu('veg', { mealOption: 'Veg', eggFriendly: false })).toBe(true);
    expect(dietFitsMenu('egg', { mealOption: 'Veg', eggFriendly: false })).toBe(false);
    expect(dietFitsMenu('egg', { mealOption: 'Veg', eggFriendly: true })).toBe(true);
    expect(dietFitsMenu('non-veg', { mealOption: 'Veg', eggFriendly: true })).toBe(false);
  });

  it('lets a Non-Veg menu serve any dish', () => {
    for (const diet of ['veg', 'egg', 'non-veg'] as const) {
      expect(dietFitsMenu(diet, { mealOption: 'Non-Veg', eggFriendly: false })).toBe(true);
    }
  });

  it('says why a dish is refused', () => {
    const menu = { mealOption: 'Veg' as const, eggFriendly: false, planName: 'High Protein' };
    expect(menuDietRefusal({ name: 'Chicken curry', diet: 'non-veg' }, menu)).toBe(
      'Chicken curry is Non-Veg; the High Protein Veg menu may serve only veg dishes.',
    );
    expect(menuDietRefusal({ name: 'Dal', diet: 'veg' }, menu)).toBeUndefined();
  });
});
