// Issue 26 point 3: the operator plans each plan × meal option × slot, one date by hand, a
// rotation from a date on, or by copying a week; the server keeps the diet rule and the catalogue's
// rules, and the deliveries follow the menu.

import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { firstOpenMenuDate } from '@fitthali/domain/menu-choice';
import { menuDietRefusal } from '@fitthali/domain/menu-diet';
import {
  copyWeekClosedMessage,
  dishRetiredMessage,
  dishUnavailableMessage,
  eggStillOnMenuMessage,
  MENU_MSG,
  rotationStartTooEarlyMessage,
} from '@fitthali/domain/menu-messages';
import { mondayOf } from '@fitthali/domain/menu-rotation';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, orderEvents } from '../../../src/db/schema/deliveries.ts';
import { menuDays } from '../../../src/db/schema/menus.ts';
import { notifications } from '../../../src/db/schema/notifications.ts';
import { addDish, addDishes } from '../../factories/menu-dishes.ts';
import { signupUser } from '../../factories/users.ts';
import { clockedTestApp, placeOrderAtClock } from '../../helpers/clocked-app.ts';

const t = clockedTestApp();

type Menu = { plan: string; mealOption: 'Veg' | 'Non-Veg'; slot: 'Lunch' | 'Dinner' };
const HP_VEG_LUNCH: Menu = { plan: 'High Protein', mealOption: 'Veg', slot: 'Lunch' };

/** A date four weeks out: open whatever the hour, and clear of the orders' dates. */
const farDate = (days = 0) => addDays(todayInIndia(), 28 + days);

const putDay = (body: object, token = t.admin) => t.call('PUT', '/api/admin/menu', token, body);

async function planner(menu: Menu, from: string, to: string) {
  const query = new URLSearchParams({ ...menu, from, to });
  const res = await t.call('GET', `/api/admin/menu?${query}`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function dishesOfOrder(subscriptionId: string) {
  return t.app.db
    .select({ date: deliveries.date, dishId: deliveries.dishId, choice: deliveries.dishChoice })
    .from(deliveries)
    .where(eq(deliveries.subscriptionId, subscriptionId))
    .orderBy(deliveries.date);
}

describe('admin only', () => {
  it('refuses customers (403) and strangers (401) on every menu route', async () => {
    const { token } = await signupUser(t.app);
    const routes = [
      ['GET', '/api/admin/menu?plan=High%20Protein&mealOption=Veg&slot=Lunch'],
      ['PUT', '/api/admin/menu'],
      ['DELETE', '/api/admin/menu'],
      ['GET', '/api/admin/menu/rotations?plan=High%20Protein&mealOption=Veg&slot=Lunch'],
      ['PUT', '/api/admin/menu/rotation'],
      ['POST', '/api/admin/menu/copy-week'],
      ['GET', '/api/admin/menu/dishes'],
      ['PUT', '/api/admin/plans/high-protein/egg-friendly'],
    ] as const;
    for (const [method, url] of routes) {
      const customer = await t.call(method, url, token, method === 'GET' ? undefined : {});
      expect(customer.statusCode, `${method} ${url}`).toBe(403);
      const stranger = await t.app.inject({ method, url, payload: {} });
      expect(stranger.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('PUT /api/admin/menu: one date', () => {
  it('sets the date by hand and the meals of that date follow, quietly before the cut-off', async () => {
    const order = await placeOrderAtClock(t, { plan: 'High Protein', mealOption: 'Veg' });
    const date = order.deliveries[1]?.date as string;
    const [main, alt1, alt2] = await addDishes(t.app, 3);
    const res = await putDay({
      ...HP_VEG_LUNCH,
      date,
      dishId: main?.id,
      alternatives: [alt1?.id, alt2?.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, late: false, moved: expect.any(Number) });
    expect(res.json().moved).toBeGreaterThanOrEqual(1);

    const read = await planner(HP_VEG_LUNCH, date, date);
    expect(read.days).toHaveLength(1);
    expect(read.days[0]).toMatchObject({
      date,
      source: 'override',
      open: true,
      editable: true,
      dish: { _id: main?.id, name: main?.name, diet: 'veg', available: true, retired: false },
      alternatives: [{ _id: alt1?.id }, { _id: alt2?.id }],
    });

    const meals = await dishesOfOrder(order.id);
    expect(meals.find((m) => m.date === date)).toMatchObject({
      dishId: main?.id,
      choice: 'default',
    });
    // Before the cut-off nobody is told and no trail line is written: the plan page shows it.
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, order.userId), eq(notifications.kind, 'menu-dish-changed')),
      );
    expect(told).toEqual([]);
    const trail = await t.app.db
      .select()
      .from(orderEvents)
      .where(
        and(eq(orderEvents.subscriptionId, order.id), eq(orderEvents.action, 'menu-dish-changed')),
      );
    expect(trail).toEqual([]);
  });

  it('takes a plan by any of its names and refuses one not on sale', async () => {
    const dish = await addDish(t.app);
    const body = { mealOption: 'Veg', slot: 'Dinner', date: farDate(), dishId: dish.id };
    expect((await putDay({ ...body, plan: 'weight loss' })).statusCode).toBe(200);
    const res = await putDay({ ...body, plan: 'Keto' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MENU_MSG.invalidPlan });
  });

  it('keeps the diet rule: non-veg never on Veg, egg only on an egg-friendly plan', async () => {
    const chicken = await addDish(t.app, { name: 'Chicken tikka test', diet: 'non-veg' });
    const egg = await addDish(t.app, { name: 'Egg bhurji test', diet: 'egg' });
    const veg = await addDish(t.app);
    const menu = { plan: 'Diabetic Diet', mealOption: 'Veg', slot: 'Lunch', date: farDate(1) };

    const nonVeg = await putDay({ ...menu, dishId: veg.id, alternatives: [chicken.id] });
    expect(nonVeg.statusCode).toBe(400);
    expect(nonVeg.json().message).toBe(
      menuDietRefusal(
        { name: chicken.name, diet: 'non-veg' },
        { mealOption: 'Veg', eggFriendly: false, planName: 'Diabetic Diet' },
      ),
    );
    expect(nonVeg.json().message).toBe(
      'Chicken tikka test is Non-Veg; the Diabetic Diet Veg menu may serve only veg dishes.',
    );

    const eggRefused = await putDay({ ...menu, dishId: egg.id });
    expect(eggRefused.statusCode).toBe(400);
    expect(eggRefused.json().message).toBe(
      'Egg bhurji test has egg, and the Diabetic Diet Veg menu is not marked egg-friendly. Mark the plan egg-friendly or choose a veg dish.',
    );
    // The Non-Veg menu takes both.
    const nonVegMenu = await putDay({
      ...menu,
      mealOption: 'Non-Veg',
      dishId: chicken.id,
      alternatives: [egg.id],
    });
    expect(nonVegMenu.statusCode, nonVegMenu.body).toBe(200);

    // Marked egg-friendly, the Veg menu takes the egg dish (and still no chicken).
    const mark = await t.call('PUT', '/api/admin/plans/diabetic/egg-friendly', t.admin, {
      eggFriendly: true,
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(mark.json().plan).toMatchObject({ id: 'diabetic', eggFriendly: true });
    const listed = await t.call('GET', '/api/admin/plans', t.admin);
    expect(listed.json().plans.find((p: { id: string }) => p.id === 'diabetic').eggFriendly).toBe(
      true,
    );
    expect((await putDay({ ...menu, dishId: egg.id, alternatives: [veg.id] })).statusCode).toBe(
      200,
    );
    expect((await putDay({ ...menu, dishId: chicken.id })).statusCode).toBe(400);

    // Unmarking is refused while the Veg menu still serves the egg dish.
    const unmark = await t.call('PUT', '/api/admin/plans/diabetic/egg-friendly', t.admin, {
      eggFriendly: false,
    });
    expect(unmark.statusCode).toBe(400);
    expect(unmark.json().message).toBe(
      eggStillOnMenuMessage('Diabetic Diet', egg.name, { date: menu.date }),
    );
    expect((await putDay({ ...menu, dishId: veg.id })).statusCode).toBe(200);
    const unmarked = await t.call('PUT', '/api/admin/plans/diabetic/egg-friendly', t.admin, {
      eggFriendly: false,
    });
    expect(unmarked.statusCode, unmarked.body).toBe(200);
    expect(unmarked.json().plan.eggFriendly).toBe(false);

    const bad = await t.call('PUT', '/api/admin/plans/diabetic/egg-friendly', t.admin, {
      eggFriendly: 'yes',
    });
    expect(bad.json()).toEqual({ success: false, message: MENU_MSG.invalidEggFriendly });
    const unknown = await t.call('PUT', '/api/admin/plans/keto/egg-friendly', t.admin, {
      eggFriendly: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('offers at most 3 alternatives, none twice and not the default', async () => {
    const [main, a, b, c, d] = await addDishes(t.app, 5);
    const day = { ...HP_VEG_LUNCH, slot: 'Dinner', date: farDate(2), dishId: main?.id };
    const refusals: [unknown[], string][] = [
      [[a?.id, b?.id, c?.id, d?.id], MENU_MSG.tooManyAlternatives],
      [[a?.id, a?.id], MENU_MSG.duplicateAlternative],
      [[a?.id, main?.id], MENU_MSG.defaultAmongAlternatives],
      [['not-an-id'], MENU_MSG.invalidAlternatives],
    ];
    for (const [alternatives, message] of refusals) {
      const res = await putDay({ ...day, alternatives });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect((await putDay({ ...day, alternatives: [a?.id, b?.id, c?.id] })).statusCode).toBe(200);
  });

  it('refuses a retired, unavailable or unknown dish, and a date already past', async () => {
    const retired = await addDish(t.app, { name: 'Old thali', retired: true });
    const off = await addDish(t.app, { name: 'Seasonal saag', available: false });
    const ok = await addDish(t.app);
    const day = { ...HP_VEG_LUNCH, date: farDate(3) };
    const cases: [object, string][] = [
      [{ dishId: retired.id }, dishRetiredMessage('Old thali')],
      [{ dishId: ok.id, alternatives: [retired.id] }, dishRetiredMessage('Old thali')],
      [{ dishId: off.id }, dishUnavailableMessage('Seasonal saag')],
      [{ dishId: '00000000-0000-4000-8000-000000000000' }, MENU_MSG.unknownDish],
      [{ dishId: 'soup' }, MENU_MSG.invalidDish],
      [{ dishId: ok.id, date: addDays(todayInIndia(), -1) }, MENU_MSG.dateInPast],
      [{ dishId: ok.id, date: '2026-02-30' }, MENU_MSG.invalidDate],
      [{ dishId: ok.id, mealOption: 'Vegan' }, MENU_MSG.invalidMealOption],
      [{ dishId: ok.id, slot: 'Breakfast' }, MENU_MSG.invalidSlot],
    ];
    for (const [change, message] of cases) {
      const res = await putDay({ ...day, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
  });
});

describe('DELETE /api/admin/menu: back to the rotation', () => {
  it('clears the date’s own menu and its meals serve the rotation again', async () => {
    const order = await placeOrderAtClock(t, { plan: 'High Protein', mealOption: 'Veg' });
    const date = order.deliveries[2]?.date as string;
    const before = (await dishesOfOrder(order.id)).find((m) => m.date === date)?.dishId;
    const dish = await addDish(t.app);
    expect((await putDay({ ...HP_VEG_LUNCH, date, dishId: dish.id })).statusCode).toBe(200);
    expect((await dishesOfOrder(order.id)).find((m) => m.date === date)?.dishId).toBe(dish.id);

    const cleared = await t.call('DELETE', '/api/admin/menu', t.admin, { ...HP_VEG_LUNCH, date });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().message).toBe(MENU_MSG.menuCleared);
    expect((await planner(HP_VEG_LUNCH, date, date)).days[0].source).toBe('rotation');
    expect((await dishesOfOrder(order.id)).find((m) => m.date === date)?.dishId).toBe(before);

    const again = await t.call('DELETE', '/api/admin/menu', t.admin, { ...HP_VEG_LUNCH, date });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MENU_MSG.nothingToClear);
  });
});

describe('rotations', () => {
  const menu: Menu = { plan: 'Weightloss', mealOption: 'Veg', slot: 'Dinner' };

  it('refuses a start before the first date still open, naming it', async () => {
    const [dish] = await addDishes(t.app, 1);
    const first = firstOpenMenuDate('Dinner', new Date());
    const res = await t.call('PUT', '/api/admin/menu/rotation', t.admin, {
      ...menu,
      startDate: addDays(first, -1),
      weeks: 1,
      days: [Array(7).fill({ dishId: dish?.id, alternatives: [] })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(rotationStartTooEarlyMessage(first));
  });

  it('refuses weeks and days that do not agree, and a cell breaking the rules', async () => {
    const [dish, alt] = await addDishes(t.app, 2);
    const cell = { dishId: dish?.id, alternatives: [alt?.id] };
    const base = { ...menu, startDate: farDate() };
    const cases: [object, string][] = [
      [{ weeks: 2, days: [Array(7).fill(cell)] }, MENU_MSG.rotationWeeksMismatch],
      [{ weeks: 9, days: [Array(7).fill(cell)] }, MENU_MSG.invalidWeeks],
      [{ weeks: 1, days: [Array(6).fill(cell)] }, MENU_MSG.invalidRotationDays],
      [{ weeks: 1, days: [Array(7).fill(null)] }, MENU_MSG.emptyRotation],
      [
        {
          weeks: 1,
          days: [[{ dishId: dish?.id, alternatives: [dish?.id] }, ...Array(6).fill(null)]],
        },
        MENU_MSG.defaultAmongAlternatives,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PUT', '/api/admin/menu/rotation', t.admin, { ...base, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    const chicken = await addDish(t.app, { diet: 'non-veg', name: 'Rotation chicken' });
    const diet = await t.call('PUT', '/api/admin/menu/rotation', t.admin, {
      ...base,
      weeks: 1,
      days: [[cell, cell, { dishId: chicken.id, alternatives: [] }, null, null, null, null]],
    });
    expect(diet.statusCode).toBe(400);
    expect(diet.json().message).toBe(
      'Rotation chicken is Non-Veg; the Weightloss Veg menu may serve only veg dishes.',
    );
  });

  it('takes over from its start: the meals get its dishes, Monday first as sent', async () => {
    const order = await placeOrderAtClock(t, {
      plan: 'Weightloss',
      mealOption: 'Veg',
      slot: 'Dinner',
    });
    const week = await addDishes(t.app, 7);
    const [alt] = await addDishes(t.app, 1);
    const startDate = firstOpenMenuDate('Dinner', new Date());
    const days = [week.map((dish) => ({ dishId: dish.id, alternatives: [alt?.id] }))];
    const res = await t.call('PUT', '/api/admin/menu/rotation', t.admin, {
      ...menu,
      startDate,
      weeks: 1,
      days,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rotation).toMatchObject({ startDate, weeks: 1, days });
    expect(res.json().moved).toBeGreaterThanOrEqual(order.deliveries.length);

    // Each meal gets its weekday's dish: Monday's is the first cell.
    for (const meal of await dishesOfOrder(order.id)) {
      const mondayFirst = (new Date(`${meal.date}T00:00:00Z`).getUTCDay() + 6) % 7;
      expect(meal.dishId, meal.date).toBe(week[mondayFirst]?.id);
    }

    const listed = await t.call(
      'GET',
      `/api/admin/menu/rotations?${new URLSearchParams(menu)}`,
      t.admin,
    );
    expect(listed.statusCode).toBe(200);
    const rotations = listed.json().rotations;
    // The seeded rotation from 2025 and this one.
    expect(rotations.map((r: { startDate: string }) => r.startDate)).toEqual([
      '2025-01-06',
      startDate,
    ]);
    expect(rotations[1].days).toEqual(days);
    const named = listed.json().dishes.map((d: { _id: string }) => d._id);
    for (const dish of [...week, alt]) expect(named).toContain(dish?.id);

    // The planner reads the rotation's days from its start.
    const read = await planner(menu, startDate, addDays(startDate, 6));
    expect(read.days.every((d: { source: string }) => d.source === 'rotation')).toBe(true);
    expect(read.firstOpenDate).toBe(startDate);
  });
});

describe('POST /api/admin/menu/copy-week', () => {
  const menu: Menu = { plan: 'Custom Meal Plan', mealOption: 'Veg', slot: 'Lunch' };
  const monday = addDays(mondayOf(todayInIndia()), 21);
  const next = addDays(monday, 7);

  it('copies the week’s menu onto the next, keeping dates set by hand unless asked', async () => {
    const [tuesday, wednesday] = await addDishes(t.app, 2);
    expect(
      (await putDay({ ...menu, date: addDays(monday, 1), dishId: tuesday?.id })).statusCode,
    ).toBe(200);
    expect(
      (await putDay({ ...menu, date: addDays(next, 2), dishId: wednesday?.id })).statusCode,
    ).toBe(200);
    const source = await planner(menu, monday, addDays(monday, 6));

    const res = await t.call('POST', '/api/admin/menu/copy-week', t.admin, {
      ...menu,
      fromMonday: monday,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      kept: [addDays(next, 2)],
      closed: [],
    });
    expect(res.json().copied).toHaveLength(6);
    const copied = await planner(menu, next, addDays(next, 6));
    copied.days.forEach(
      (day: { date: string; source: string; dish: { _id: string } }, i: number) => {
        if (i === 2) {
          expect(day).toMatchObject({ source: 'override', dish: { _id: wednesday?.id } });
        } else {
          expect(day.source).toBe('copy');
          expect(day.dish._id).toBe(source.days[i].dish._id);
        }
      },
    );
    const stored = await t.app.db
      .select()
      .from(menuDays)
      .where(and(eq(menuDays.planId, 'custom'), eq(menuDays.date, addDays(next, 1))));
    expect(stored[0]).toMatchObject({ source: 'copy', dishId: tuesday?.id });

    const replaced = await t.call('POST', '/api/admin/menu/copy-week', t.admin, {
      ...menu,
      fromMonday: monday,
      replaceOverrides: true,
    });
    expect(replaced.json().copied).toHaveLength(7);
    expect((await planner(menu, addDays(next, 2), addDays(next, 2))).days[0]).toMatchObject({
      source: 'copy',
      dish: { _id: source.days[2].dish._id },
    });
  });

  it('refuses a day that is not a Monday and a week wholly past its cut-off', async () => {
    const notMonday = await t.call('POST', '/api/admin/menu/copy-week', t.admin, {
      ...menu,
      fromMonday: addDays(monday, 1),
    });
    expect(notMonday.json()).toEqual({ success: false, message: MENU_MSG.notAMonday });
    const lastWeek = addDays(mondayOf(todayInIndia()), -14);
    const closed = await t.call('POST', '/api/admin/menu/copy-week', t.admin, {
      ...menu,
      fromMonday: lastWeek,
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(copyWeekClosedMessage(addDays(lastWeek, 7)));
  });
});

describe('GET /api/admin/menu and its dishes', () => {
  it('answers every date of the range, the current week unless asked', async () => {
    const week = await planner(HP_VEG_LUNCH, farDate(7), farDate(13));
    expect(week.days).toHaveLength(7);
    expect(week.plan).toEqual({ _id: 'high-protein', name: 'High Protein', eggFriendly: false });
    const current = await t.call(
      'GET',
      `/api/admin/menu?${new URLSearchParams(HP_VEG_LUNCH)}`,
      t.admin,
    );
    expect(current.json().from).toBe(mondayOf(todayInIndia()));
    expect(current.json().days).toHaveLength(7);
    const tooLong = await t.call(
      'GET',
      `/api/admin/menu?${new URLSearchParams({ ...HP_VEG_LUNCH, from: farDate(), to: farDate(31) })}`,
      t.admin,
    );
    expect(tooLong.json()).toEqual({ success: false, message: MENU_MSG.rangeTooLong });
  });

  it('lists only the dishes a menu may take now', async () => {
    const usable = await addDish(t.app);
    const retired = await addDish(t.app, { retired: true });
    const off = await addDish(t.app, { available: false });
    const res = await t.call('GET', '/api/admin/menu/dishes', t.admin);
    const ids = res.json().dishes.map((d: { _id: string }) => d._id);
    expect(ids).toContain(usable.id);
    expect(ids).not.toContain(retired.id);
    expect(ids).not.toContain(off.id);
  });
});
