// Issue 26 point 8: a customer rates their own delivered meals (1–5 stars, an optional comment)
// until the end of the third day after, changes or deletes that rating; the admin reads each
// dish's average, count and latest comments, and the dishes rated lowest in the last 30 days.
import { addDays } from '@fitthali/domain/dates';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { localizeMessage } from '@fitthali/domain/i18n/localize';
import { RATING_MSG } from '@fitthali/domain/meal-ratings';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries } from '../../../src/db/schema/deliveries.ts';
import { mealRatings } from '../../../src/db/schema/ratings.ts';
import { insertDish } from '../../factories/menu-dishes.ts';
import { signupUser } from '../../factories/users.ts';
import {
  clockedTestApp,
  type DeliveryAnswer,
  india,
  orderAtClock,
} from '../../helpers/clocked-app.ts';

const t = clockedTestApp();

type Rated = DeliveryAnswer & {
  rating: { stars: number; comment: string | null } | null;
  ratableUntil: string | null;
};

async function customerWithOrder(name = 'Asha Patnaik') {
  const customer = await signupUser(t.app, { name });
  const order = await orderAtClock(t, customer.token);
  return { ...order, token: customer.token };
}

/** The kitchen marks `delivery` delivered that afternoon; the clock stays there. */
async function deliver(delivery: DeliveryAnswer | undefined) {
  if (!delivery) throw new Error('no such delivery');
  t.setNow(india(delivery.date, '15:00'));
  const marked = await t.call('POST', `/api/admin/deliveries/${delivery._id}/delivered`, t.admin);
  expect(marked.statusCode, marked.body).toBe(200);
  return delivery;
}

const rate = (token: string, id: string, body: object) =>
  t.call('PUT', `/api/user/deliveries/${id}/rating`, token, body);
const unrate = (token: string, id: string) =>
  t.call('DELETE', `/api/user/deliveries/${id}/rating`, token);

async function storedRating(deliveryId: string) {
  const [row] = await t.app.db
    .select()
    .from(mealRatings)
    .where(eq(mealRatings.deliveryId, deliveryId));
  return row;
}

async function planPage(order: { id: string; token: string }) {
  const res = await t.call('GET', `/api/user/subscriptions/${order.id}`, order.token);
  expect(res.statusCode).toBe(200);
  return res.json().deliveries as Rated[];
}

let named = 0;
async function newDish(name: string) {
  named += 1;
  return insertDish(t.app, { name: `${name} ${named}`, diet: 'veg', allergens: [], tags: [] });
}

describe('a customer rates a delivered meal', () => {
  it('rates, changes and deletes it; the dish is the one the meal was', async () => {
    const order = await customerWithOrder();
    const first = await deliver(order.deliveries[0]);
    const [{ dishId } = { dishId: null }] = await t.app.db
      .select({ dishId: deliveries.dishId })
      .from(deliveries)
      .where(eq(deliveries.id, first._id));
    expect(dishId).not.toBeNull();

    const before = await planPage(order);
    expect(before[0]).toMatchObject({ rating: null });
    // Until the end of the third India day after the meal.
    const lastMinute = india(addDays(first.date, 3), '23:59');
    expect(before[0]?.ratableUntil).toBe(new Date(lastMinute.getTime() + 59_999).toISOString());
    expect(before[1]).toMatchObject({ rating: null, ratableUntil: null });

    const rated = await rate(order.token, first._id, { stars: 4, comment: '  Good dal  ' });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({
      success: true,
      rating: { deliveryId: first._id, dishId, stars: 4, comment: 'Good dal' },
    });
    // The same rating again is the same rating.
    expect((await rate(order.token, first._id, { stars: 4, comment: 'Good dal' })).statusCode).toBe(
      200,
    );
    expect((await planPage(order))[0]?.rating).toEqual({ stars: 4, comment: 'Good dal' });

    // A later change of the delivery's dish does not move the rating to another dish.
    const other = await newDish('Santula');
    await t.app.db.update(deliveries).set({ dishId: other.id }).where(eq(deliveries.id, first._id));
    const changed = await rate(order.token, first._id, { stars: 2, comment: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().rating).toMatchObject({ stars: 2, comment: null, dishId });
    expect(await storedRating(first._id)).toMatchObject({ stars: 2, comment: null, dishId });

    const deleted = await unrate(order.token, first._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, rating: null });
    expect(await storedRating(first._id)).toBeUndefined();
    expect((await unrate(order.token, first._id)).statusCode).toBe(200);
    expect((await planPage(order))[0]?.rating).toBeNull();
  });

  it("is the owner's alone, for a delivered meal with a dish, within its window", async () => {
    const order = await customerWithOrder();
    const first = await deliver(order.deliveries[0]);
    const stranger = await signupUser(t.app);
    for (const res of [
      await rate(stranger.token, first._id, { stars: 5 }),
      await unrate(stranger.token, first._id),
      await rate(order.token, 'not-an-id', { stars: 5 }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(DELIVERY_MSG.deliveryNotFound);
    }

    const scheduled = await rate(order.token, order.deliveries[1]?._id ?? '', { stars: 5 });
    expect(scheduled.statusCode).toBe(409);
    expect(scheduled.json()).toEqual({ success: false, message: RATING_MSG.notDelivered });

    for (const body of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, {}]) {
      const bad = await rate(order.token, first._id, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(RATING_MSG.invalidStars);
    }
    const long = await rate(order.token, first._id, { stars: 3, comment: 'a'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(RATING_MSG.commentTooLong);

    const until = new Date((await planPage(order))[0]?.ratableUntil ?? '');
    t.setNow(until);
    expect((await rate(order.token, first._id, { stars: 3 })).statusCode).toBe(200);
    t.setNow(new Date(until.getTime() + 1));
    const late = await rate(order.token, first._id, { stars: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RATING_MSG.tooLate);
    expect((await storedRating(first._id))?.stars).toBe(3);
    // A rating is the customer's to take back, even after its window.
    expect((await unrate(order.token, first._id)).statusCode).toBe(200);
    expect(await storedRating(first._id)).toBeUndefined();

    const second = await deliver(order.deliveries[1]);
    await t.app.db.update(deliveries).set({ dishId: null }).where(eq(deliveries.id, second._id));
    const noDish = await rate(order.token, second._id, { stars: 4 });
    expect(noDish.statusCode).toBe(409);
    expect(noDish.json().message).toBe(RATING_MSG.noDish);
    expect((await planPage(order))[1]).toMatchObject({ rating: null, ratableUntil: null });
  });

  it('says every refusal in Odia to an Odia request (issue 27)', async () => {
    const order = await customerWithOrder();
    const first = await deliver(order.deliveries[0]);
    const odia = { 'accept-language': 'or' };
    const rateOr = (id: string, body: object) =>
      t.call('PUT', `/api/user/deliveries/${id}/rating`, order.token, body, odia);
    const said = async (res: Promise<{ json(): { message: string } }>, english: string) => {
      const message = (await res).json().message;
      expect(message).toBe(localizeMessage(english, 'or'));
      expect(message).not.toBe(english);
      expect(message).toMatch(/[\u0B00-\u0B7F]/);
    };
    await said(rateOr(order.deliveries[1]?._id ?? '', { stars: 5 }), RATING_MSG.notDelivered);
    await said(rateOr(first._id, { stars: 0 }), RATING_MSG.invalidStars);
    await said(
      rateOr(first._id, { stars: 3, comment: 'a'.repeat(501) }),
      RATING_MSG.commentTooLong,
    );
    t.setNow(new Date(new Date((await planPage(order))[0]?.ratableUntil ?? '').getTime() + 1));
    await said(rateOr(first._id, { stars: 5 }), RATING_MSG.tooLate);
    const second = await deliver(order.deliveries[1]);
    await t.app.db.update(deliveries).set({ dishId: null }).where(eq(deliveries.id, second._id));
    await said(rateOr(second._id, { stars: 4 }), RATING_MSG.noDish);
    expect(localizeMessage(RATING_MSG.noDish, 'or')).toBe(
      'ଏହି ଭୋଜନରେ କୌଣସି ଖାଦ୍ୟ ଲେଖା ହୋଇନାହିଁ, ତେଣୁ ରେଟିଂ ଦେବାକୁ କିଛି ନାହିଁ।',
    );
  });
});

describe('the admin reads the ratings', () => {
  it("gives each dish's average, count and latest comments, and the lowest of 30 days", async () => {
    const order = await customerWithOrder('Asha Patnaik');
    const [alu, besara, chhena] = [
      await newDish('Aaa ratings Alu'),
      await newDish('Aaa ratings Besara'),
      await newDish('Aaa ratings Chhena'),
    ];
    const plan: [string, number, string | null][] = [
      [alu.id, 2, 'Too salty'],
      [alu.id, 3, null],
      [besara.id, 5, 'Lovely besara'],
      [chhena.id, 1, 'Cold'],
      [chhena.id, 2, null],
      [alu.id, 4, 'Better today'],
      [alu.id, 1, 'Never came'],
    ];
    for (const [i, [dishId, stars, comment]] of plan.entries()) {
      const delivery = await deliver(order.deliveries[i]);
      await t.app.db.update(deliveries).set({ dishId }).where(eq(deliveries.id, delivery._id));
      const res = await rate(order.token, delivery._id, { stars, comment });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The last meal turns out missed after all: its rating no longer counts.
    const last = order.deliveries[plan.length - 1] as DeliveryAnswer;
    const missed = await t.call('POST', `/api/admin/deliveries/${last._id}/missed`, t.admin, {
      reason: 'Rider could not find the house',
    });
    expect(missed.statusCode, missed.body).toBe(200);

    const res = await t.call('GET', '/api/admin/dishes/ratings', t.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = new Set([alu.id, besara.id, chhena.id]);
    const listed = body.dishes.filter((d: { dishId: string }) => mine.has(d.dishId));
    expect(listed).toEqual([
      {
        dishId: alu.id,
        name: alu.name,
        average: 3,
        count: 3,
        recent: [
          { stars: 4, comment: 'Better today', date: order.deliveries[5]?.date, firstName: 'Asha' },
          { stars: 2, comment: 'Too salty', date: order.deliveries[0]?.date, firstName: 'Asha' },
        ],
      },
      {
        dishId: besara.id,
        name: besara.name,
        average: 5,
        count: 1,
        recent: [
          {
            stars: 5,
            comment: 'Lovely besara',
            date: order.deliveries[2]?.date,
            firstName: 'Asha',
          },
        ],
      },
      {
        dishId: chhena.id,
        name: chhena.name,
        average: 1.5,
        count: 2,
        recent: [{ stars: 1, comment: 'Cold', date: order.deliveries[3]?.date, firstName: 'Asha' }],
      },
    ]);
    // Sorted by name throughout.
    const names = body.dishes.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort());
    expect(body.lowest.slice(0, 2)).toEqual([
      { dishId: chhena.id, name: chhena.name, average: 1.5, count: 2 },
      { dishId: alu.id, name: alu.name, average: 3, count: 3 },
    ]);
    expect(body.lowest.length).toBeLessThanOrEqual(5);

    // Ratings given more than 30 days ago leave the lowest, not the dish's own figures.
    const old = new Date(t.app.now().getTime() - 31 * 86_400_000);
    await t.app.db
      .update(mealRatings)
      .set({ createdAt: old })
      .where(inArray(mealRatings.dishId, [chhena.id]));
    const later = (await t.call('GET', '/api/admin/dishes/ratings', t.admin)).json();
    expect(later.lowest[0]).toMatchObject({ dishId: alu.id });
    expect(later.lowest.some((d: { dishId: string }) => d.dishId === chhena.id)).toBe(false);
    expect(later.dishes.find((d: { dishId: string }) => d.dishId === chhena.id)).toMatchObject({
      count: 2,
    });

    const customer = await t.call('GET', '/api/admin/dishes/ratings', order.token);
    expect(customer.statusCode).toBe(403);
  });
});
