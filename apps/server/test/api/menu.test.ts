// Issue 26's public contract: GET /api/menu?plan&mealOption&from&to →
// { success, days: [{ date, slot, dish, alternatives }] }, the current week in India unless asked.
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { MENU_MSG } from '@fitthali/domain/menu-messages';
import { mondayOf } from '@fitthali/domain/menu-rotation';
import { describe, expect, it } from 'vitest';
import { addDish } from '../factories/menu-dishes.ts';
import { clockedTestApp } from '../helpers/clocked-app.ts';

const t = clockedTestApp();

const DISH_KEYS = [
  '_id',
  'allergens',
  'calories',
  'carbs',
  'description',
  'diet',
  'fat',
  'fibre',
  'illustration',
  'name',
  'photo',
  'protein',
  'tags',
];

const menu = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/menu?${new URLSearchParams(query)}` });

describe('GET /api/menu (public)', () => {
  it('answers the current week, lunch before dinner, in the contract’s shape, cacheable a minute', async () => {
    const res = await menu({ plan: 'High Protein', mealOption: 'Veg' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { success, days } = res.json();
    expect(success).toBe(true);
    // The seeded rotation serves every day of every week.
    const monday = mondayOf(todayInIndia());
    expect(days.map((d: { date: string; slot: string }) => `${d.date} ${d.slot}`)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(monday, i)).flatMap((date) => [
        `${date} Lunch`,
        `${date} Dinner`,
      ]),
    );
    for (const day of days) {
      expect(Object.keys(day).sort()).toEqual(['alternatives', 'date', 'dish', 'slot']);
      expect(Object.keys(day.dish).sort()).toEqual(DISH_KEYS);
      expect(day.dish.diet).toBe('veg');
    }
    expect(days[0].dish).toMatchObject({
      illustration: expect.stringMatching(/^\/images\/dishes\//),
    });
  });

  it('shows the operator’s change at once, with its alternatives', async () => {
    const date = addDays(todayInIndia(), 30);
    const main = await addDish(t.app, {
      name: 'Sattu paratha, curd',
      allergens: ['gluten', 'milk'],
    });
    const alt = await addDish(t.app, { name: 'Besan chilla, chutney' });
    const put = await t.call('PUT', '/api/admin/menu', t.admin, {
      plan: 'Weightloss',
      mealOption: 'Veg',
      slot: 'Dinner',
      date,
      dishId: main.id,
      alternatives: [alt.id],
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await menu({ plan: 'Weightloss', mealOption: 'Veg', from: date, to: date });
    const { days } = res.json();
    expect(days).toHaveLength(2);
    expect(days[1]).toEqual({
      date,
      slot: 'Dinner',
      dish: {
        _id: main.id,
        name: 'Sattu paratha, curd',
        description: '',
        diet: 'veg',
        calories: 450,
        protein: 20,
        carbs: 50,
        fat: 12,
        fibre: 6,
        allergens: ['gluten', 'milk'],
        tags: [],
        photo: null,
        illustration: null,
      },
      alternatives: [expect.objectContaining({ _id: alt.id, name: 'Besan chilla, chutney' })],
    });
    // From alone runs to the end of its week.
    const week = await menu({ plan: 'weightloss', mealOption: 'Veg', from: date });
    expect(week.json().days.at(-1).date).toBe(addDays(mondayOf(date), 6));
  });

  it('answers bad input with a sentence (400), never cached', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ mealOption: 'Veg' }, MENU_MSG.invalidPlan],
      [{ plan: 'Keto', mealOption: 'Veg' }, MENU_MSG.invalidPlan],
      [{ plan: 'High Protein' }, MENU_MSG.invalidMealOption],
      [{ plan: 'High Protein', mealOption: 'Vegan' }, MENU_MSG.invalidMealOption],
      [{ plan: 'High Protein', mealOption: 'Veg', from: 'today' }, MENU_MSG.invalidFrom],
      [{ plan: 'High Protein', mealOption: 'Veg', to: '2026-13-01' }, MENU_MSG.invalidTo],
      [
        { plan: 'High Protein', mealOption: 'Veg', from: '2026-03-10', to: '2026-03-09' },
        MENU_MSG.rangeBackwards,
      ],
      [
        { plan: 'High Protein', mealOption: 'Veg', from: '2026-03-01', to: '2026-04-01' },
        MENU_MSG.rangeTooLong,
      ],
    ];
    for (const [query, message] of cases) {
      const res = await menu(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
      expect(res.headers['cache-control']).not.toBe('public, max-age=60');
    }
    // 31 days is the most.
    const month = await menu({
      plan: 'High Protein',
      mealOption: 'Non-Veg',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(month.statusCode).toBe(200);
    expect(month.json().days).toHaveLength(62);
  });
});
