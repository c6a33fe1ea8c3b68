import { API_MSG } from '@fitthali/domain/api-messages';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import {
  DISH_MSG,
  dishNameTakenMessage,
  dishNameTakenOnReturnMessage,
  dishRetiredMessage,
  unknownAllergenMessage,
  unknownTagMessage,
} from '@fitthali/domain/dish-messages';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries } from '../../../src/db/schema/deliveries.ts';
import { dishes } from '../../../src/db/schema/dishes.ts';
import { menuDays } from '../../../src/db/schema/menus.ts';
import { users } from '../../../src/db/schema/users.ts';
import {
  dishUnusableReason,
  isDishUsable,
  lockDishesForMenu,
} from '../../../src/menus/dish-usable.ts';
import { resolveDishes } from '../../../src/menus/resolve-dishes.ts';
import { PROTEIN_VEG_LUNCH, planMenuDays } from '../../factories/menu-dishes.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { clockedTestApp, placeOrderAtClock } from '../../helpers/clocked-app.ts';

const t = clockedTestApp();

let made = 0;
/** A complete, valid dish body with a name no other test uses. */
function dishBody(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    name: `Test dish ${made} ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Steamed, light.',
    diet: 'veg',
    calories: 410,
    protein: 22,
    carbs: 48,
    fat: 12,
    fibre: 7,
    allergens: ['milk'],
    tags: ['high-protein'],
    ...overrides,
  };
}

async function createDish(overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/admin/dishes', t.admin, dishBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().dish as { _id: string; name: string };
}

async function listed(id: string) {
  const res = await t.call('GET', '/api/admin/dishes', t.admin);
  expect(res.statusCode).toBe(200);
  return (res.json().dishes as { _id: string }[]).find((dish) => dish._id === id) as Record<
    string,
    unknown
  >;
}

/** Puts `dishId` on a menu's date directly, as the menu planner would store it. */
async function onMenu(dishId: string, date: string, alternatives: string[] = []) {
  await planMenuDays(t.app, PROTEIN_VEG_LUNCH, [
    {
      date,
      dishId: alternatives.length > 0 ? (alternatives[0] as string) : dishId,
      alternatives: alternatives.length > 0 ? [dishId] : [],
    },
  ]);
}

const today = () => todayInIndia(t.app.now());

describe('the dish catalogue is the admin’s', () => {
  it('answers 401 signed out and 403 to a customer, on every route', async () => {
    const { token } = await signupUser(t.app);
    const id = (await createDish())._id;
    const routes: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/dishes'],
      ['POST', '/api/admin/dishes', dishBody()],
      ['PUT', `/api/admin/dishes/${id}`, { available: false }],
      ['POST', `/api/admin/dishes/${id}/retire`],
      ['POST', `/api/admin/dishes/${id}/bring-back`],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: MSG.loginRequired });
      const customer = await t.app.inject({ method, url, payload, headers: bearer(token) });
      expect(customer.statusCode, `${method} ${url}`).toBe(403);
      expect(customer.json()).toEqual({ success: false, message: MSG.adminOnly });
    }
    expect((await listed(id)).available).toBe(true);
    expect((await listed(id)).retired).toBe(false);
  });
});

describe('POST /api/admin/dishes', () => {
  it('adds a dish and answers it in the shared dish shape with the admin’s fields', async () => {
    const body = dishBody({ allergens: ['soy', 'gluten'], tags: ['jain'] });
    const res = await t.call('POST', '/api/admin/dishes', t.admin, body);
    expect(res.statusCode).toBe(201);
    const { dish, message, success } = res.json();
    expect(success).toBe(true);
    expect(message).toBe(DISH_MSG.dishCreated);
    expect(dish).toMatchObject({
      name: body.name,
      description: body.description,
      diet: 'veg',
      calories: 410,
      protein: 22,
      carbs: 48,
      fat: 12,
      fibre: 7,
      allergens: ['gluten', 'soy'],
      tags: ['jain'],
      photo: null,
      illustration: null,
      available: true,
      retired: false,
      retiredAt: null,
      seeded: false,
      menuUses: [],
    });
    const [row] = await t.app.db.select().from(dishes).where(eq(dishes.id, dish._id));
    expect(row).toMatchObject({ name: body.name, allergens: ['gluten', 'soy'], retiredAt: null });
  });

  it('refuses what the schema refuses, in its words', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, DISH_MSG.nameRequired],
      [{ description: 'd'.repeat(281) }, DISH_MSG.descriptionTooLong],
      [{ diet: 'vegan' }, DISH_MSG.invalidDiet],
      [{ calories: 3001 }, DISH_MSG.invalidCalories],
      [{ protein: 501 }, DISH_MSG.invalidProtein],
      [{ carbs: 1.5 }, DISH_MSG.invalidCarbs],
      [{ fat: -1 }, DISH_MSG.invalidFat],
      [{ fibre: '7' }, DISH_MSG.invalidFibre],
      [{ allergens: ['milk', 'nuts'] }, unknownAllergenMessage('nuts')],
      [{ allergens: undefined }, DISH_MSG.allergensRequired],
      [{ tags: ['keto'] }, unknownTagMessage('keto')],
      [{ available: 'yes' }, DISH_MSG.invalidAvailable],
    ];
    for (const [change, message] of cases) {
      const res = await t.call('POST', '/api/admin/dishes', t.admin, dishBody(change));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
  });

  it('refuses a second dish on offer with the same name, in any letter case', async () => {
    const first = await createDish();
    const res = await t.call(
      'POST',
      '/api/admin/dishes',
      t.admin,
      dishBody({ name: `  ${first.name.toUpperCase()} ` }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: dishNameTakenMessage(first.name.toUpperCase()),
    });
  });
});

describe('PUT /api/admin/dishes/{id}', () => {
  it('changes only what is sent', async () => {
    const dish = await createDish();
    const res = await t.call('PUT', `/api/admin/dishes/${dish._id}`, t.admin, {
      available: false,
      protein: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dish).toMatchObject({ name: dish.name, protein: 30, available: false });
    expect(await listed(dish._id)).toMatchObject({ available: false, calories: 410 });
  });

  it('answers an unknown or malformed id with 404 and an empty change with 400', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.call('PUT', `/api/admin/dishes/${id}`, t.admin, { available: false });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: DISH_MSG.dishNotFound });
    }
    const dish = await createDish();
    const empty = await t.call('PUT', `/api/admin/dishes/${dish._id}`, t.admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(API_MSG.nothingToChange);
  });

  it('refuses a diet a Veg menu serving the dish would not take', async () => {
    const dish = await createDish();
    await onMenu(dish._id, addDays(today(), 5));
    const res = await t.call('PUT', `/api/admin/dishes/${dish._id}`, t.admin, {
      diet: 'non-veg',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`${dish.name} cannot become Non-Veg`);
    expect(res.json().message).toContain('High Protein Veg lunch');
    const [row] = await t.app.db.select().from(dishes).where(eq(dishes.id, dish._id));
    expect(row?.diet).toBe('veg');
  });

  it('decides again the meals holding a dish whose allergens change', async () => {
    const order = await placeOrderAtClock(t, { plan: 'High Protein', mealOption: 'Veg' });
    const first = order.deliveries[0];
    if (!first) throw new Error('the order has no meal');
    const plain = await createDish({ allergens: [] });
    const other = await createDish({ allergens: [] });
    await onMenu(plain._id, first.date);
    await t.app.db
      .update(menuDays)
      .set({ alternatives: [other._id] })
      .where(eq(menuDays.dishId, plain._id));
    await t.app.db
      .update(users)
      .set({ avoids: ['peanuts'] })
      .where(eq(users.id, order.userId));
    await resolveDishes(t.app.db, { subscriptionId: order.id });
    const dishOf = async () =>
      (
        await t.app.db
          .select({ dishId: deliveries.dishId, choice: deliveries.dishChoice })
          .from(deliveries)
          .where(eq(deliveries.id, first._id))
      )[0];
    expect(await dishOf()).toEqual({ dishId: plain._id, choice: 'default' });

    const res = await t.call('PUT', `/api/admin/dishes/${plain._id}`, t.admin, {
      allergens: ['peanuts'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mealsDecidedAgain).toBe(1);
    expect(await dishOf()).toEqual({ dishId: other._id, choice: 'preference' });
  });
});

describe('retiring a dish and bringing it back', () => {
  it('retires a dish no menu serves: kept, listed as retired, with its name and nutrition', async () => {
    const dish = await createDish();
    // A menu date in the past does not hold it back.
    await onMenu(dish._id, addDays(today(), -3));
    const res = await t.call('POST', `/api/admin/dishes/${dish._id}/retire`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dish).toMatchObject({ retired: true, name: dish.name, calories: 410 });
    expect(await listed(dish._id)).toMatchObject({ retired: true, name: dish.name });
    const [row] = await t.app.db.select().from(dishes).where(eq(dishes.id, dish._id));
    expect(row?.retiredAt).toBeInstanceOf(Date);

    // A retired dish is not changed, and retiring it again changes nothing.
    const change = await t.call('PUT', `/api/admin/dishes/${dish._id}`, t.admin, { fat: 1 });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(dishRetiredMessage(dish.name));
    const again = await t.call('POST', `/api/admin/dishes/${dish._id}/retire`, t.admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().dish.retiredAt).toBe(res.json().dish.retiredAt);

    const back = await t.call('POST', `/api/admin/dishes/${dish._id}/bring-back`, t.admin);
    expect(back.statusCode).toBe(200);
    expect(back.json().dish).toMatchObject({ retired: false, retiredAt: null });
  });

  it('refuses to retire a dish a future menu date serves, saying where (409)', async () => {
    const dish = await createDish();
    const date = addDays(today(), 4);
    await onMenu(dish._id, date);
    const res = await t.call('POST', `/api/admin/dishes/${dish._id}/retire`, t.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message:
        `${dish.name} cannot be retired while a menu still serves it: High Protein Veg lunch on ` +
        `${formatIndiaDate(date)}. Take it off those menus first, or mark it unavailable to keep ` +
        'it off new menus.',
    });
    const [row] = await t.app.db.select().from(dishes).where(eq(dishes.id, dish._id));
    expect(row?.retiredAt).toBeNull();
    expect((await listed(dish._id)).menuUses).toMatchObject([
      { planId: 'high-protein', mealOption: 'Veg', slot: 'Lunch', kind: 'dates', from: date },
    ]);
  });

  it('refuses to retire a dish offered as a future date’s alternative', async () => {
    const dish = await createDish();
    const standIn = await createDish();
    await onMenu(dish._id, addDays(today(), 6), [standIn._id]);
    const res = await t.call('POST', `/api/admin/dishes/${dish._id}/retire`, t.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('High Protein Veg lunch on');
  });

  it('refuses to retire a dish the running weekly rotation serves', async () => {
    const [seeded] = await t.app.db
      .select()
      .from(dishes)
      .where(eq(dishes.name, 'Prawn masala, brown rice'));
    if (!seeded) throw new Error('the seeded dish is missing');
    const res = await t.call('POST', `/api/admin/dishes/${seeded.id}/retire`, t.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Prawn masala, brown rice cannot be retired .*the weekly rotation of/,
    );
    expect(await listed(seeded.id)).toMatchObject({ seeded: true, retired: false });
  });

  it('brings a dish back only while no dish on offer has its name', async () => {
    const dish = await createDish();
    expect((await t.call('POST', `/api/admin/dishes/${dish._id}/retire`, t.admin)).statusCode).toBe(
      200,
    );
    // A retired dish leaves its name free for a new dish.
    await createDish({ name: dish.name });
    const back = await t.call('POST', `/api/admin/dishes/${dish._id}/bring-back`, t.admin);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(dishNameTakenOnReturnMessage(dish.name));
  });
});

describe('which dishes a menu change may use', () => {
  it('reads them locked in the change’s transaction: available and not retired', async () => {
    const usable = await createDish();
    const off = await createDish({ available: false });
    const gone = await createDish();
    await t.call('POST', `/api/admin/dishes/${gone._id}/retire`, t.admin);
    const rows = await t.app.db.transaction((tx) =>
      lockDishesForMenu(tx, [usable._id, off._id, gone._id, usable._id]),
    );
    expect(rows).toHaveLength(3);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const of = (id: string) => byId.get(id) as NonNullable<ReturnType<typeof byId.get>>;
    expect(isDishUsable(of(usable._id))).toBe(true);
    expect(isDishUsable(of(off._id))).toBe(false);
    expect(isDishUsable(of(gone._id))).toBe(false);
    expect(dishUnusableReason(of(gone._id))).toBe(
      `${gone.name} is retired, so it cannot be put on a menu.`,
    );
    expect(dishUnusableReason(of(usable._id))).toBeUndefined();
  });
});
