import { addDays, todayInIndia, weekdayIndex } from '@fitthali/domain/dates';
import type { Avoidable } from '@fitthali/domain/dishes';
import { NO_MENU_DISH } from '@fitthali/domain/kitchen-dishes';
import { orderNumber } from '@fitthali/domain/order-number';
import { weekdayName } from '@fitthali/domain/weekdays';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../../src/db/schema/deliveries.ts';
import type { dishes } from '../../../src/db/schema/dishes.ts';
import { menuRotations } from '../../../src/db/schema/menus.ts';
import { users } from '../../../src/db/schema/users.ts';
import { labelsPdf } from '../../../src/kitchen/labels-stream.ts';
import { BUSINESS, putBusiness } from '../../factories/business.ts';
import { insertDish, PROTEIN_VEG_LUNCH, planMenuDays } from '../../factories/menu-dishes.ts';
import type { OrderOptions } from '../../factories/orders.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { clockedTestApp, india, orderAtClock } from '../../helpers/clocked-app.ts';
import { pdfText } from '../../helpers/pdf-text.ts';

// Issue 26 point 6: the kitchen sheet counts meals by the dish they are (and per diet, with the
// flagged ones), the run sheet names each stop's dishes and flags allergies, and the labels PDF
// prints one label per meal. One date, five customers at five doors in PIN order, menus set here.
const t = clockedTestApp();
const date = addDays(todayInIndia(), 40);
const quiet = addDays(todayInIndia(), 41);

const dish = { paneer: '', egg: '', dal: '' };
const order: Record<string, { id: string; deliveryId: string }> = {};

async function addDish(values: typeof dishes.$inferInsert) {
  return (await insertDish(t.app, values)).id;
}

/** A customer's order of `date`'s lunch, placed four days before, after saying what they avoid. */
async function orderFor(
  key: string,
  name: string,
  pin: string,
  options: OrderOptions & { avoids?: Avoidable[] } = {},
) {
  t.setNow(india(addDays(date, -4), '09:00'));
  const customer = await signupUser(t.app, { name });
  const { avoids, ...choices } = options;
  if (avoids) {
    await t.app.db.update(users).set({ avoids }).where(eq(users.id, customer.user._id));
  }
  const placed = await orderAtClock(t, customer.token, {
    startDate: date,
    days: 7,
    selectedDays: [weekdayName(weekdayIndex(date))],
    address: { at: `House ${pin}`, po: 'Saheed Nagar', pin },
    ...choices,
  });
  const [first] = placed.deliveries;
  if (!first) throw new Error('no delivery');
  order[key] = { id: placed.id, deliveryId: first._id };
}

beforeAll(async () => {
  dish.paneer = await addDish({
    name: 'Kitchen Paneer Bowl',
    diet: 'veg',
    calories: 520,
    allergens: ['milk'],
  });
  dish.egg = await addDish({
    name: 'Kitchen Egg Curry',
    diet: 'egg',
    calories: 450,
    allergens: ['eggs'],
  });
  dish.dal = await addDish({ name: 'Kitchen Dal Rice', diet: 'veg', calories: 400 });
  await planMenuDays(t.app, PROTEIN_VEG_LUNCH, [
    { date, dishId: dish.paneer, alternatives: [dish.dal] },
  ]);
  await planMenuDays(t.app, { ...PROTEIN_VEG_LUNCH, mealOption: 'Non-Veg' }, [
    { date, dishId: dish.egg },
  ]);
  // Weightloss Veg lunches have no menu at all: the kitchen decides them.
  await t.app.db
    .delete(menuRotations)
    .where(
      and(
        eq(menuRotations.planId, 'weightloss'),
        eq(menuRotations.mealOption, 'Veg'),
        eq(menuRotations.slot, 'Lunch'),
      ),
    );
  await orderFor('anita', 'Anita Rath', '751061');
  await orderFor('bikash', 'Bikash Sahu', '751062', { mealOption: 'Non-Veg' });
  await orderFor('chinmay', 'Chinmay Nayak', '751063', { mealOption: 'Non-Veg', avoids: ['eggs'] });
  await orderFor('devi', 'Devi Behera', '751064', { avoids: ['milk'] });
  await orderFor('esha', 'ଏଷା ମହାନ୍ତି', '751065', { plan: 'Weightloss' });
});

function get(url: string, token = t.admin) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

async function sheet(day = date) {
  const res = await get(`/api/admin/kitchen?date=${day}&slot=Lunch`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const countOf = (body: { dishes: { name: string; count: number }[] }) =>
  Object.fromEntries(body.dishes.map((line) => [line.name, line.count]));

describe('per-dish counts on the kitchen sheet (issue 26 point 6)', () => {
  it('counts meals by dish, per diet, with the flagged ones and a line for no menu', async () => {
    const body = await sheet();
    expect(body.totalMeals).toBe(5);
    expect(body.dishes).toEqual([
      { dishId: dish.dal, name: 'Kitchen Dal Rice', diet: 'veg', count: 1, conflicts: 0 },
      { dishId: dish.paneer, name: 'Kitchen Paneer Bowl', diet: 'veg', count: 1, conflicts: 0 },
      { dishId: dish.egg, name: 'Kitchen Egg Curry', diet: 'egg', count: 2, conflicts: 1 },
      { dishId: null, name: NO_MENU_DISH, diet: null, count: 1, conflicts: 0 },
    ]);
    expect(body.diets).toEqual([
      { diet: 'veg', count: 2 },
      { diet: 'egg', count: 2 },
      { diet: 'non-veg', count: 0 },
    ]);
    expect(body.conflicts).toBe(1);
    // Beside the counts per plan, as before.
    expect(body.meals).toEqual([
      { plan: 'High Protein', mealOption: 'Non-Veg', count: 2 },
      { plan: 'High Protein', mealOption: 'Veg', count: 2 },
      { plan: 'Weightloss', mealOption: 'Veg', count: 1 },
    ]);
  });

  it('decides a meal left without its dish before counting it', async () => {
    const anita = order.anita?.deliveryId ?? '';
    await t.app.db
      .update(deliveries)
      .set({ dishId: null, dishChoice: null })
      .where(eq(deliveries.id, anita));
    expect(countOf(await sheet())).toMatchObject({ 'Kitchen Paneer Bowl': 1, [NO_MENU_DISH]: 1 });
    const [row] = await t.app.db.select().from(deliveries).where(eq(deliveries.id, anita));
    expect(row).toMatchObject({ dishId: dish.paneer, dishChoice: 'default' });
  });

  it('follows a swap: the meal leaves its dish and joins the one swapped to', async () => {
    await t.app.db
      .update(deliveries)
      .set({ dishId: dish.dal, dishChoice: 'swap' })
      .where(eq(deliveries.id, order.anita?.deliveryId ?? ''));
    const body = await sheet();
    expect(countOf(body)).toEqual({
      'Kitchen Dal Rice': 2,
      'Kitchen Egg Curry': 2,
      [NO_MENU_DISH]: 1,
    });
    expect(body.diets[0]).toEqual({ diet: 'veg', count: 2 });
    await t.app.db
      .update(deliveries)
      .set({ dishId: dish.paneer, dishChoice: 'default' })
      .where(eq(deliveries.id, order.anita?.deliveryId ?? ''));
  });

  it('answers empty lists on a date with no meals', async () => {
    const body = await sheet(quiet);
    expect(body).toMatchObject({ dishes: [], conflicts: 0, totalMeals: 0 });
    expect(body.diets.map((d: { count: number }) => d.count)).toEqual([0, 0, 0]);
  });
});

describe("the run sheet names each stop's dishes and flags allergies", () => {
  it('answers each meal its dish, what the customer avoids and the flag', async () => {
    const rows = (await sheet()).deliveries as {
      customer: string;
      dish: { name: string; diet: string } | null;
      dishChoice: string | null;
      dishConflicts: string[];
      avoids: string[];
    }[];
    expect(rows.map((row) => row.customer)).toEqual([
      'Anita Rath',
      'Bikash Sahu',
      'Chinmay Nayak',
      'Devi Behera',
      'ଏଷା ମହାନ୍ତି',
    ]);
    expect(rows[0]?.dish).toMatchObject({ name: 'Kitchen Paneer Bowl', diet: 'veg' });
    expect(rows[2]).toMatchObject({
      dish: { name: 'Kitchen Egg Curry', diet: 'egg' },
      dishChoice: 'conflict',
      dishConflicts: ['eggs'],
      avoids: ['eggs'],
    });
    // What the customer avoids picked the alternative that fits.
    expect(rows[3]).toMatchObject({
      dish: { name: 'Kitchen Dal Rice' },
      dishChoice: 'preference',
      avoids: ['milk'],
    });
    expect(rows[4]?.dish).toBeNull();
  });

  it('prints dishes and flags in the CSV, then the meals to cook per dish', async () => {
    const res = await get(`/api/admin/kitchen.csv?date=${date}&slot=Lunch`);
    expect(res.statusCode).toBe(200);
    const [stops = '', cook = ''] = res.body.split('\r\n\r\n');
    const lines = stops.split('\r\n');
    expect(lines[0]).toBe(
      'Stop,Customer,Phone,Address,PIN,Orders,Meals,Dishes,Allergy flags,Status,Cash due (₹),Payment,Map',
    );
    const lineOf = (name: string) => lines.find((line) => line.includes(name)) ?? '';
    expect(lineOf('Anita')).toContain(
      `${orderNumber(order.anita?.id ?? '')} Kitchen Paneer Bowl (Veg)`,
    );
    expect(lineOf('Chinmay')).toContain(
      `${orderNumber(order.chinmay?.id ?? '')} ALLERGY CONFLICT: Holds egg — customer avoids egg`,
    );
    expect(lineOf('Devi')).toContain(`${orderNumber(order.devi?.id ?? '')} Avoids milk`);
    expect(lineOf('ଏଷା')).toContain(NO_MENU_DISH);
    expect(cook.trimEnd().split('\r\n')).toEqual([
      'Dish,Diet,Meals,Flagged (holds what the customer avoids)',
      'Kitchen Dal Rice,Veg,1,0',
      'Kitchen Paneer Bowl,Veg,1,0',
      'Kitchen Egg Curry,Egg,2,1',
      `${NO_MENU_DISH},,1,0`,
      'All Veg dishes,Veg,2,',
      'All Egg dishes,Egg,2,',
      'All Non-Veg dishes,Non-Veg,0,',
      'All meals,,5,1',
    ]);
  });
});

async function labels(day = date, token = t.admin) {
  return get(`/api/admin/kitchen/labels.pdf?date=${day}&slot=Lunch`, token);
}

const indian = (iso: string) => iso.split('-').reverse().join('-');

describe('the labels PDF (issue 26 point 6)', () => {
  it('is for admins only', async () => {
    const customer = await signupUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/kitchen/labels.pdf' })).statusCode,
    ).toBe(401);
    expect((await labels(date, customer.token)).statusCode).toBe(403);
    const bad = await get('/api/admin/kitchen/labels.pdf?date=31-12-2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('prints a label per meal in run sheet order: name, dish, diet, allergens, what they avoid, kcal, date, slot', async () => {
    const res = await labels();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="fitthali-labels-${date}-lunch.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const lines = text.split('\n');
    // One label per meal, each with the licence line, until the licence is saved.
    expect(lines.filter((line) => line === 'FSSAI licence not set')).toHaveLength(5);
    const names = lines.filter((line) =>
      ['Anita', 'Bikash', 'Chinmay', 'Devi', 'ଏଷା'].includes(line),
    );
    expect(names).toEqual(['Anita', 'Bikash', 'Chinmay', 'Devi', 'ଏଷା']);
    for (const words of [
      'Kitchen Paneer Bowl',
      'Contains: Milk',
      'Kitchen Egg Curry',
      'Contains: Eggs',
      'ALLERGY: Holds egg — customer avoids egg',
      'Kitchen Dal Rice',
      'Contains: no listed allergens',
      'AVOIDS: milk',
      NO_MENU_DISH,
      `520 kcal · ${indian(date)} Lunch`,
      `450 kcal · ${indian(date)} Lunch`,
      'VEG',
      'EGG',
    ]) {
      expect(text, words).toContain(words);
    }
    // Nobody's last name is printed.
    expect(text).not.toContain('Rath');
  });

  it('prints the FSSAI licence number once it is saved, and reads the meals in batches', async () => {
    expect((await putBusiness(t.app, t.admin)).statusCode).toBe(200);
    const text = await pdfText((await labels()).rawPayload);
    expect(
      text.split('\n').filter((line) => line === `FSSAI Lic. No. ${BUSINESS.fssai}`),
    ).toHaveLength(5);
    // Two meals a query: the same labels in the same order.
    const chunks: Buffer[] = [];
    for await (const chunk of labelsPdf(
      t.app.db,
      { date, slot: 'Lunch', fssai: BUSINESS.fssai },
      2,
    )) {
      chunks.push(chunk as Buffer);
    }
    expect(await pdfText(Buffer.concat(chunks))).toBe(text);
  });

  it('is a valid PDF saying so on a date with no meals', async () => {
    const res = await labels(quiet);
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toBe(`No meals to label for Lunch on ${indian(quiet)}.`);
  });
});
