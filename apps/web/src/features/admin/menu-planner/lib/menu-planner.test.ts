import { describe, expect, it } from 'vitest';
import type { PlannerDish, RotationAnswer } from '../api/types';
import { dishOptionLabel, fittingDishes, rotationDraft } from './menu-planner';

const dish = (id: string, diet: PlannerDish['diet']): PlannerDish => ({
  _id: id,
  name: id,
  description: '',
  diet,
  calories: 400,
  protein: null,
  carbs: null,
  fat: null,
  fibre: null,
  allergens: [],
  tags: [],
  photo: null,
  illustration: null,
  available: true,
  retired: false,
});

const rotation = (startDate: string, days: RotationAnswer['days']): RotationAnswer => ({
  _id: startDate,
  startDate,
  weeks: days.length,
  days,
  updatedAt: '',
});

describe('fittingDishes', () => {
  const dishes = [dish('dal', 'veg'), dish('egg', 'egg'), dish('fish', 'non-veg')];

  it('offers a Veg menu veg dishes, and egg ones only on an egg-friendly plan', () => {
    const names = (list: PlannerDish[]) => list.map((d) => d._id);
    expect(names(fittingDishes(dishes, { mealOption: 'Veg', eggFriendly: false }))).toEqual([
      'dal',
    ]);
    expect(names(fittingDishes(dishes, { mealOption: 'Veg', eggFriendly: true }))).toEqual([
      'dal',
      'egg',
    ]);
    expect(fittingDishes(dishes, { mealOption: 'Non-Veg', eggFriendly: false })).toHaveLength(3);
  });

  it('labels a dish with its energy and, when not veg, its diet', () => {
    expect(dishOptionLabel(dish('Dal', 'veg'))).toBe('Dal · 400 kcal');
    expect(dishOptionLabel({ ...dish('Fish', 'non-veg'), calories: null })).toBe('Fish · Non-Veg');
  });
});

describe('rotationDraft', () => {
  const week = (id: string) => Array.from({ length: 7 }, () => ({ dishId: id, alternatives: [] }));

  it('starts from the rotation in force on the start date', () => {
    const rotations = [
      rotation('2025-01-06', [week('old')]),
      rotation('2026-03-02', [week('new')]),
    ];
    expect(rotationDraft(rotations, '2026-03-01', 1)[0]?.[0]?.dishId).toBe('old');
    expect(rotationDraft(rotations, '2026-03-09', 1)[0]?.[0]?.dishId).toBe('new');
  });

  it('repeats its weeks as the menu does when more weeks are asked for', () => {
    const draft = rotationDraft([rotation('2026-03-02', [week('a'), week('b')])], '2026-04-06', 3);
    expect(draft.map((w) => w[0]?.dishId)).toEqual(['a', 'b', 'a']);
  });

  it('is empty when no rotation is in force', () => {
    expect(rotationDraft([], '2026-03-02', 2)).toEqual([Array(7).fill(null), Array(7).fill(null)]);
  });
});
