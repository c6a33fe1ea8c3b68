// Issue 26 point 5: what a customer avoids, on the profile. A save decides again the dish of each
// meal still before its cut-off (the fitting alternative, or the default flagged), leaves the meals
// being prepared alone, tells the customer once of each meal nothing fits, and the confirm page's
// check names the days of a plan's first week that conflict.
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { PREFS_MSG } from '@fitthali/domain/dish-preference-messages';
import type { Allergen, Diet } from '@fitthali/domain/dishes';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries } from '../../../src/db/schema/deliveries.ts';
import { dishes } from '../../../src/db/schema/dishes.ts';
import { notificationDeliveries, notifications } from '../../../src/db/schema/notifications.ts';
import { users } from '../../../src/db/schema/users.ts';
import { sendDueNotifications } from '../../../src/notifications/send-notifications.ts';
import { insertDish, planMenuDays } from '../../factories/menu-dishes.ts';
import { orderPayload } from '../../factories/orders.ts';
import { signupUser } from '../../factories/users.ts';
import {
  type DeliveryAnswer,
  india,
  orderAtClock,
  type PlaceOptions,
} from '../../helpers/clocked-app.ts';
import { messagedTestApp } from '../../helpers/messaged-app.ts';

const { t, fakes } = messagedTestApp();

let named = 0;
async function newDish(name: string, diet: Diet, allergens: Allergen[] = []) {
  named += 1;
  return insertDish(t.app, {
    name: `${name} ${named}`,
    diet,
    allergens,
    tags: ['no-onion-garlic'],
  });
}

/** One menu's dates set by hand, as the admin's planner stores them. */
const planMenu = (
  menu: Parameters<typeof planMenuDays>[1],
  days: Parameters<typeof planMenuDays>[2],
) => planMenuDays(t.app, menu, days);

/** The dates an order with `options` delivers on, before it is placed. */
function datesOf(options: PlaceOptions) {
  return orderPayload(options).deliveryDates as string[];
}

async function customerOrder(options: PlaceOptions) {
  const customer = await signupUser(t.app);
  const order = await orderAtClock(t, customer.token, options);
  return {
    ...order,
    token: customer.token,
    userId: customer.user._id as string,
    email: customer.payload.email,
  };
}

async function dishOf(delivery: DeliveryAnswer | undefined) {
  if (!delivery) throw new Error('no such delivery');
  const [row] = await t.app.db
    .select({
      dishId: deliveries.dishId,
      choice: deliveries.dishChoice,
      conflicts: deliveries.dishConflicts,
    })
    .from(deliveries)
    .where(eq(deliveries.id, delivery._id));
  return row;
}

const conflictNotices = (userId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'dish-conflict')));

const save = (token: string, avoids: unknown) =>
  t.call('PUT', '/api/user/preferences', token, { avoids });

describe('GET/PUT /api/user/preferences (issue 26 point 5)', () => {
  it('is the signed-in customer’s own', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/preferences'],
      ['PUT', '/api/user/preferences'],
      [
        'GET',
        '/api/user/preferences/check?plan=High%20Protein&mealOption=Veg&slot=Lunch&startDate=2026-12-01',
      ],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'PUT' ? { avoids: [] } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('stores each key once, sorted, and refuses one it does not know with a sentence', async () => {
    const { token, user } = await signupUser(t.app);
    const empty = await t.call('GET', '/api/user/preferences', token);
    expect(empty.json()).toEqual({ success: true, avoids: [], conflicts: [], tooLate: [] });

    const refused = await save(token, ['eggs', 'bacon']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: PREFS_MSG.unknownAvoid('bacon') });
    expect((await save(token, 'eggs')).json().message).toBe(PREFS_MSG.avoidsNotAList);

    const saved = await save(token, ['milk', 'eggs', 'milk', 'onion-garlic']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      avoids: ['eggs', 'milk', 'onion-garlic'],
      outcome: { switched: [], restored: [], conflicts: [], tooLate: [] },
      message: 'Preferences saved. None of your upcoming meals needed a change.',
    });
    const [row] = await t.app.db
      .select({ avoids: users.avoids })
      .from(users)
      .where(eq(users.id, user._id));
    expect(row?.avoids).toEqual(['eggs', 'milk', 'onion-garlic']);
    expect((await t.call('GET', '/api/user/preferences', token)).json().avoids).toEqual([
      'eggs',
      'milk',
      'onion-garlic',
    ]);
  });

  it('switches a coming meal to the fitting alternative, and back when the customer no longer avoids it', async () => {
    const options: PlaceOptions = {
      plan: 'High Protein',
      slot: 'Lunch',
      days: 7,
      startDate: addDays(todayInIndia(), 3),
    };
    const egg = await newDish('Egg bhurji', 'egg', ['eggs']);
    const dal = await newDish('Dal tadka', 'veg');
    await planMenu(
      { planId: 'high-protein', mealOption: 'Veg', slot: 'Lunch' },
      datesOf(options).map((date) => ({ date, dishId: egg.id, alternatives: [dal.id] })),
    );
    const order = await customerOrder(options);
    const [first] = order.deliveries;
    expect(await dishOf(first)).toEqual({ dishId: egg.id, choice: 'default', conflicts: null });

    const res = await save(order.token, ['eggs']);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const meals = order.deliveries.length;
    expect(meals).toBe(datesOf(options).length);
    expect(body.outcome.switched).toHaveLength(meals);
    expect(body.outcome.switched[0]).toMatchObject({
      deliveryId: first?._id,
      subscriptionId: order.id,
      date: first?.date,
      slot: 'Lunch',
      from: { _id: egg.id, name: egg.name, diet: 'egg' },
      to: { _id: dal.id, name: dal.name, diet: 'veg' },
    });
    expect(body.outcome.conflicts).toEqual([]);
    expect(body.message).toBe(`${meals} meals switched to a fitting dish.`);
    expect(await dishOf(first)).toEqual({ dishId: dal.id, choice: 'preference', conflicts: null });
    expect(await conflictNotices(order.userId)).toEqual([]);

    const back = await save(order.token, []);
    expect(back.json().outcome.restored).toHaveLength(meals);
    expect(back.json().message).toBe(`${meals} meals are back to the day's dish.`);
    expect(await dishOf(first)).toEqual({ dishId: egg.id, choice: 'default', conflicts: null });

    // Asked in Odia, the outcome's clause is said by the catalogue (decision 271).
    const odia = await t.call(
      'PUT',
      '/api/user/preferences',
      order.token,
      { avoids: ['eggs'] },
      {
        'accept-language': 'or',
      },
    );
    expect(odia.json().message).toBe(`${meals}ଟି ଭୋଜନ ଆପଣଙ୍କ ପସନ୍ଦର ଖାଦ୍ୟକୁ ବଦଳାଗଲା।`);

    // Its meals name their dishes in Odia where the operator wrote it, else in English
    // (decision 251); an English request still reads the English.
    await t.app.db.update(dishes).set({ nameOr: 'ଅଣ୍ଡା ଭୁର୍ଜି' }).where(eq(dishes.id, egg.id));
    const lifted = await t.call(
      'PUT',
      '/api/user/preferences',
      order.token,
      { avoids: [] },
      {
        'accept-language': 'or',
      },
    );
    expect(lifted.json().outcome.restored[0]).toMatchObject({
      from: { _id: dal.id, name: dal.name },
      to: { _id: egg.id, name: 'ଅଣ୍ଡା ଭୁର୍ଜି' },
    });
    const english = await save(order.token, ['eggs']);
    expect(english.json().outcome.switched[0]).toMatchObject({
      from: { _id: egg.id, name: egg.name },
      to: { _id: dal.id, name: dal.name },
    });
  });

  it('leaves a meal past its cut-off alone, even when the same day’s dinner is still open', async () => {
    const startDate = addDays(todayInIndia(), 3);
    const options: PlaceOptions = {
      plan: 'Weightloss',
      slot: 'Lunch + Dinner',
      days: 7,
      startDate,
    };
    const egg = await newDish('Egg curry', 'egg', ['eggs']);
    const dal = await newDish('Moong dal', 'veg');
    for (const slot of ['Lunch', 'Dinner'] as const) {
      await planMenu(
        { planId: 'weightloss', mealOption: 'Veg', slot },
        datesOf(options).map((date) => ({ date, dishId: egg.id, alternatives: [dal.id] })),
      );
    }
    const order = await customerOrder(options);
    const [lunch, dinner] = order.deliveries;
    expect([lunch?.slot, dinner?.slot, lunch?.date, dinner?.date]).toEqual([
      'Lunch',
      'Dinner',
      startDate,
      startDate,
    ]);
    // Between the two cut-offs of the first day (24 hours before 12:30 and before 19:30).
    t.setNow(india(addDays(startDate, -1), '15:00'));

    const res = await save(order.token, ['eggs']);
    expect(res.statusCode, res.body).toBe(200);
    const { outcome, message } = res.json();
    expect(outcome.switched.map((m: { deliveryId: string }) => m.deliveryId)).not.toContain(
      lunch?._id,
    );
    expect(outcome.switched.map((m: { deliveryId: string }) => m.deliveryId)).toContain(
      dinner?._id,
    );
    const open = order.deliveries.length - 1;
    expect(outcome.switched).toHaveLength(open);
    expect(outcome.tooLate).toEqual([
      expect.objectContaining({
        deliveryId: lunch?._id,
        conflicts: ['eggs'],
        dish: expect.objectContaining({ _id: egg.id }),
      }),
    ]);
    expect(message).toBe(
      `${open} meals switched to a fitting dish; 1 meal already being prepared holds what you avoid — contact us if you cannot eat it.`,
    );
    expect(await dishOf(lunch)).toEqual({ dishId: egg.id, choice: 'default', conflicts: null });
    expect(await dishOf(dinner)).toEqual({ dishId: dal.id, choice: 'preference', conflicts: null });
  });

  it('flags a meal nothing fits and tells the customer once, on every channel', async () => {
    const options: PlaceOptions = {
      plan: 'Diabetic Diet',
      slot: 'Lunch',
      days: 7,
      startDate: addDays(todayInIndia(), 3),
    };
    const egg = await newDish('Egg roll', 'egg', ['eggs', 'gluten']);
    const omelette = await newDish('Masala omelette', 'egg', ['eggs']);
    const dal = await newDish('Chana dal', 'veg');
    const [day1, ...rest] = datesOf(options);
    await planMenu({ planId: 'diabetic', mealOption: 'Veg', slot: 'Lunch' }, [
      { date: day1 ?? '', dishId: egg.id, alternatives: [omelette.id] },
      ...rest.map((date) => ({ date, dishId: dal.id })),
    ]);
    const order = await customerOrder(options);
    const put = await t.call('PUT', '/api/user/notification-preferences', order.token, {
      email: true,
      whatsapp: true,
      reminders: true,
    });
    expect(put.statusCode).toBe(200);
    const [first] = order.deliveries;

    const res = await save(order.token, ['eggs']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome.conflicts).toEqual([
      {
        deliveryId: first?._id,
        subscriptionId: order.id,
        date: day1,
        slot: 'Lunch',
        dish: expect.objectContaining({ _id: egg.id, name: egg.name }),
        conflicts: ['eggs'],
      },
    ]);
    expect(res.json().message).toMatch(
      /^1 meal on \w{3}, \d{2} \w{3} holds egg and nothing on that day fits — we've told the kitchen\.$/,
    );
    expect(await dishOf(first)).toEqual({
      dishId: egg.id,
      choice: 'conflict',
      conflicts: ['eggs'],
    });
    const listed = await t.call('GET', '/api/user/preferences', order.token);
    expect(listed.json().conflicts).toEqual(res.json().outcome.conflicts);
    // Asked in Odia, the meal names its dish in Odia (decision 251).
    await t.app.db.update(dishes).set({ nameOr: 'ଅଣ୍ଡା ରୋଲ୍' }).where(eq(dishes.id, egg.id));
    const listedOr = await t.call('GET', '/api/user/preferences', order.token, undefined, {
      'accept-language': 'or',
    });
    expect(listedOr.json().conflicts[0]?.dish).toMatchObject({ _id: egg.id, name: 'ଅଣ୍ଡା ରୋଲ୍' });
    await t.app.db.update(dishes).set({ nameOr: null }).where(eq(dishes.id, egg.id));

    const [told, ...more] = await conflictNotices(order.userId);
    expect(more).toEqual([]);
    expect(told?.title).toMatch(/^Your lunch on \w{3}, \d{2} \w{3} holds egg$/);
    expect(told?.body).toContain(
      `is ${egg.name}, which holds egg, and nothing on that day's menu is free of it. We have told the kitchen.`,
    );
    expect(told?.body).toContain('you can swap it for another dish of the day, skip it');

    // Decided again (the same save, one holding more, a save that lifts and restores the egg):
    // the same meal and conflict is not told again.
    expect((await save(order.token, ['eggs'])).statusCode).toBe(200);
    expect((await save(order.token, ['eggs', 'milk'])).statusCode).toBe(200);
    expect((await save(order.token, [])).json().outcome.restored).toEqual([]);
    expect(await dishOf(first)).toEqual({ dishId: egg.id, choice: 'default', conflicts: null });
    expect((await save(order.token, ['eggs'])).json().outcome.conflicts).toHaveLength(1);
    expect(await conflictNotices(order.userId)).toHaveLength(1);
    // What else in it they avoid is a different conflict, told again.
    expect(
      (await save(order.token, ['eggs', 'gluten'])).json().outcome.conflicts[0].conflicts,
    ).toEqual(['gluten', 'eggs']);
    expect(await conflictNotices(order.userId)).toHaveLength(2);

    // Sent at once (it may be an allergy), by email and WhatsApp, with an approved template.
    const channels = await t.app.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, told?.id ?? ''));
    expect(channels.map((c) => c.channel).sort()).toEqual(['email', 'whatsapp']);
    await sendDueNotifications(t.app, new Date());
    const mail = fakes.smtp.mails.find(
      (m) => m.to.includes(order.email) && m.subject === told?.title,
    );
    expect(mail?.text).toContain(`/profile/subscriptions/${order.id}?delivery=${first?._id}`);
    const sent = fakes.whatsapp.messages.filter((m) => m.template === 'dish_conflict');
    expect(sent.some((m) => m.params[0]?.endsWith(`: ${egg.name} (egg)`))).toBe(true);
    expect(fakes.whatsapp.refused).toEqual([]);
  });

  it('tells a customer who already avoids egg of a new order’s meal nothing fits, once', async () => {
    const options: PlaceOptions = {
      plan: 'Custom Meal Plan',
      slot: 'Lunch',
      days: 7,
      startDate: addDays(todayInIndia(), 3),
    };
    const egg = await newDish('Egg biryani', 'egg', ['eggs']);
    const dal = await newDish('Dal khichdi', 'veg');
    const [day1, ...rest] = datesOf(options);
    await planMenu({ planId: 'custom', mealOption: 'Veg', slot: 'Lunch' }, [
      { date: day1 ?? '', dishId: egg.id },
      ...rest.map((date) => ({ date, dishId: egg.id, alternatives: [dal.id] })),
    ]);
    const customer = await signupUser(t.app);
    expect((await save(customer.token, ['eggs'])).statusCode).toBe(200);
    const order = await orderAtClock(t, customer.token, options);
    const rows = await t.app.db
      .select({ choice: deliveries.dishChoice })
      .from(deliveries)
      .where(
        inArray(
          deliveries.id,
          order.deliveries.map((d) => d._id),
        ),
      );
    expect(rows.filter((r) => r.choice === 'conflict')).toHaveLength(1);
    expect(rows.filter((r) => r.choice === 'preference')).toHaveLength(rows.length - 1);
    const told = await conflictNotices(customer.user._id);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('you can skip it');
    expect(told[0]?.body).not.toContain('swap');
  });
});

describe('meals put in conflict by a payment or a schedule change (issue 26 point 5)', () => {
  it('tells of a paid order’s meal nothing fits, and of a makeup meal that lands on one', async () => {
    const startDate = addDays(todayInIndia(), 3);
    const options: PlaceOptions = { plan: 'High Protein', slot: 'Dinner', days: 7, startDate };
    const dates = datesOf(options);
    const last = dates.at(-1) ?? startDate;
    const egg = await newDish('Egg masala', 'egg', ['eggs']);
    const dal = await newDish('Masoor dal', 'veg');
    await planMenu({ planId: 'high-protein', mealOption: 'Veg', slot: 'Dinner' }, [
      { date: startDate, dishId: egg.id },
      ...dates.slice(1).map((date) => ({ date, dishId: dal.id })),
      // Where a skipped meal's makeup goes: after the last day.
      ...[1, 2, 3].map((n) => ({ date: addDays(last, n), dishId: egg.id })),
    ]);
    const customer = await signupUser(t.app);
    expect((await save(customer.token, ['eggs'])).statusCode).toBe(200);
    const order = await orderAtClock(t, customer.token, {
      ...options,
      paymentMode: 'Online',
      pay: true,
    });
    const paid = await conflictNotices(customer.user._id);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.data).toMatchObject({ count: '1', deliveryId: order.deliveries[0]?._id });

    const skip = await t.call(
      'POST',
      `/api/user/deliveries/${order.deliveries[1]?._id}/skip`,
      customer.token,
    );
    expect(skip.statusCode, skip.body).toBe(200);
    const told = await conflictNotices(customer.user._id);
    expect(told).toHaveLength(2);
    const makeup = told.find((n) => n.data.deliveryId !== order.deliveries[0]?._id);
    expect(makeup?.data).toMatchObject({ count: '1', dish: egg.name, holds: 'egg' });
  });
});

describe('GET /api/user/preferences/check (issue 26 point 5)', () => {
  it('names the first week’s days whose default conflicts, with the pick or none', async () => {
    const startDate = addDays(todayInIndia(), 4);
    const egg = await newDish('Egg curry rice', 'egg', ['eggs']);
    const fish = await newDish('Fish curry', 'non-veg', ['fish']);
    const dal = await newDish('Dal rice', 'veg');
    const menu = { planId: 'office-employee', mealOption: 'Non-Veg' as const };
    await planMenu({ ...menu, slot: 'Lunch' }, [
      { date: startDate, dishId: egg.id, alternatives: [fish.id, dal.id] },
      { date: addDays(startDate, 1), dishId: dal.id },
      // Outside the first week: not looked at.
      { date: addDays(startDate, 7), dishId: egg.id },
    ]);
    await planMenu({ ...menu, slot: 'Dinner' }, [
      { date: addDays(startDate, 6), dishId: egg.id, alternatives: [fish.id] },
    ]);
    const { token } = await signupUser(t.app);
    const url = (query: string) => `/api/user/preferences/check?${query}`;
    const ok = `plan=Office%20Employee&mealOption=Non-Veg&slot=Lunch%20%2B%20Dinner&startDate=${startDate}`;

    const none = await t.call('GET', url(ok), token);
    expect(none.json()).toMatchObject({ success: true, avoids: [], days: [] });

    expect((await save(token, ['eggs', 'fish'])).statusCode).toBe(200);
    const res = await t.call('GET', url(ok), token);
    expect(res.statusCode, res.body).toBe(200);
    const { days, from, to, plan } = res.json();
    expect({ from, to, plan }).toEqual({
      from: startDate,
      to: addDays(startDate, 6),
      plan: 'Office Employee',
    });
    const ours = days.filter((d: { dish: { _id: string } }) =>
      [egg.id, fish.id].includes(d.dish._id),
    );
    expect(ours).toEqual([
      expect.objectContaining({
        date: startDate,
        slot: 'Lunch',
        dish: expect.objectContaining({ _id: egg.id }),
        conflicts: ['eggs'],
        pick: expect.objectContaining({ _id: dal.id, name: dal.name }),
        message: expect.stringContaining(`we'll pick ${dal.name} for you.`),
      }),
      expect.objectContaining({
        date: addDays(startDate, 6),
        slot: 'Dinner',
        conflicts: ['eggs'],
        pick: null,
        message: expect.stringContaining('nothing that day fits'),
      }),
    ]);

    const unknown = await t.call('GET', url(ok.replace('Office%20Employee', 'Keto')), token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PREFS_MSG.unknownPlan('Keto'));
    const badSlot = await t.call('GET', url(ok.replace('Lunch%20%2B%20Dinner', 'Brunch')), token);
    expect(badSlot.statusCode).toBe(400);
    expect(badSlot.json().message).toBe(PREFS_MSG.slotRequired);
    const badDate = await t.call('GET', url(ok.replace(startDate, 'soon')), token);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe(PREFS_MSG.startDateRequired);
  });
});
