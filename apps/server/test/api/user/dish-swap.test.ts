// Issue 26 point 4: each delivery on the plan page carries its dish and the day's alternatives, and
// the customer swaps it until the delivery's cut-off, refused after it with the skip's sentence.
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { cutOffPassedMessage } from '@fitthali/domain/delivery-messages';
import type { Allergen, Diet } from '@fitthali/domain/dishes';
import { SWAP_MSG } from '@fitthali/domain/swap-messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, orderEvents } from '../../../src/db/schema/deliveries.ts';
import { menuRotations } from '../../../src/db/schema/menus.ts';
import { notifications } from '../../../src/db/schema/notifications.ts';
import { users } from '../../../src/db/schema/users.ts';
import { scheduleDueReminders } from '../../../src/notifications/reminders.ts';
import { insertDish, PROTEIN_VEG_LUNCH, planMenuDays } from '../../factories/menu-dishes.ts';
import { signupUser } from '../../factories/users.ts';
import {
  clockedTestApp,
  type DeliveryAnswer,
  india,
  orderAtClock,
  pastCutOff,
} from '../../helpers/clocked-app.ts';

const t = clockedTestApp();

interface DishShape {
  _id: string;
  name: string;
  diet: Diet;
  calories: number | null;
  protein: number | null;
  allergens: Allergen[];
  photo: unknown;
}

type DishedDelivery = DeliveryAnswer & {
  dish: DishShape | null;
  alternatives: DishShape[];
  dishChoice: string | null;
  dishConflicts: string[];
  defaultHolds: string[];
};

let made = 0;

/** A dish of the catalogue, named for the test that made it. */
async function newDish(name: string, diet: Diet = 'veg', allergens: Allergen[] = []) {
  made += 1;
  return insertDish(t.app, {
    name: `${name} ${made}`,
    diet,
    allergens,
    tags: ['no-onion-garlic'],
    calories: 500 + made,
    protein: name === 'Unknown protein' ? null : 30,
  });
}

/**
 * The High Protein Veg lunch menu of every date an order placed now can have: `standard` by
 * default with two alternatives. Set before the order, so the order's own decision reads it.
 */
async function planLunches(standard?: Awaited<ReturnType<typeof newDish>>) {
  const menu = {
    standard: standard ?? (await newDish('Paneer tikka bowl')),
    millet: await newDish('Millet khichdi'),
    dalma: await newDish('Odia dalma, brown rice'),
  };
  const today = todayInIndia();
  await planMenuDays(
    t.app,
    PROTEIN_VEG_LUNCH,
    Array.from({ length: 14 }, (_, i) => ({
      date: addDays(today, i),
      dishId: menu.standard.id,
      alternatives: [menu.millet.id, menu.dalma.id],
    })),
  );
  return menu;
}

async function customerWithLunches(avoids: string[] = []) {
  const customer = await signupUser(t.app);
  if (avoids.length > 0) {
    await t.app.db
      .update(users)
      .set({ avoids: avoids as never })
      .where(eq(users.id, customer.user._id));
  }
  t.setNow(new Date());
  const order = await orderAtClock(t, customer.token, { days: 7 });
  return {
    ...customer,
    ...order,
    userId: customer.user._id as string,
    deliveries: order.deliveries as DishedDelivery[],
  };
}

async function detail(token: string, id: string): Promise<DishedDelivery[]> {
  const res = await t.call('GET', `/api/user/subscriptions/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().deliveries;
}

const swap = (token: string, deliveryId: string | undefined, payload: object) =>
  t.call('PUT', `/api/user/deliveries/${deliveryId}/dish`, token, payload);

/** The dish the kitchen reads: the delivery's row. */
async function storedDish(deliveryId: string | undefined) {
  const [row] = await t.app.db
    .select({ dishId: deliveries.dishId, choice: deliveries.dishChoice })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId ?? ''));
  return row;
}

async function swapEvents(deliveryId: string | undefined) {
  return t.app.db
    .select()
    .from(orderEvents)
    .where(
      and(eq(orderEvents.deliveryId, deliveryId ?? ''), eq(orderEvents.action, 'dish_swapped')),
    );
}

const ids = (list: { _id: string }[]) => list.map((dish) => dish._id).sort();

describe('the plan page’s deliveries carry their dish (issue 26 point 4)', () => {
  it('gives each meal its dish, the day’s alternatives until the cut-off, and how it was chosen', async () => {
    const menu = await planLunches();
    const { token, id, deliveries: list } = await customerWithLunches();
    const [first, second] = list;
    expect(first?.dish).toMatchObject({
      _id: menu.standard.id,
      name: menu.standard.name,
      diet: 'veg',
      calories: menu.standard.calories,
      protein: 30,
      allergens: [],
      photo: null,
    });
    expect(ids(first?.alternatives ?? [])).toEqual([menu.millet.id, menu.dalma.id].sort());
    expect(first).toMatchObject({ dishChoice: 'default', dishConflicts: [], defaultHolds: [] });

    // Past the first lunch's cut-off: it can no longer be swapped, so it offers nothing else.
    pastCutOff(t, first);
    const later = await detail(token, id);
    expect(later[0]?.dish?._id).toBe(menu.standard.id);
    expect(later[0]?.alternatives).toEqual([]);
    expect(later[1]?._id).toBe(second?._id);
    expect(later[1]?.alternatives).toHaveLength(2);
  });

  it('marks a dish picked for the customer’s preferences with what the default holds', async () => {
    const menu = await planLunches(await newDish('Egg bhurji', 'egg', ['eggs']));
    const { deliveries: list } = await customerWithLunches(['eggs']);
    expect(list[0]).toMatchObject({
      dish: { _id: menu.millet.id },
      dishChoice: 'preference',
      defaultHolds: ['eggs'],
    });
    expect(ids(list[0]?.alternatives ?? [])).toEqual([menu.standard.id, menu.dalma.id].sort());
  });

  it('decides, when it is read, a dish a crash left undecided', async () => {
    const menu = await planLunches();
    const { token, id } = await customerWithLunches();
    await t.app.db
      .update(deliveries)
      .set({ dishId: null, dishChoice: null })
      .where(eq(deliveries.subscriptionId, id));
    const list = await detail(token, id);
    expect(list.every((d) => d.dish?._id === menu.standard.id)).toBe(true);
    expect((await storedDish(list[0]?._id))?.choice).toBe('default');
  });

  it('answers no dish while no menu is planned for the meal', async () => {
    await t.app.db
      .delete(menuRotations)
      .where(and(eq(menuRotations.planId, 'diabetic'), eq(menuRotations.slot, 'Dinner')));
    const customer = await signupUser(t.app);
    t.setNow(new Date());
    const order = await orderAtClock(t, customer.token, { plan: 'Diabetic Diet', slot: 'Dinner' });
    const [first] = order.deliveries as DishedDelivery[];
    expect(first).toMatchObject({ dish: null, alternatives: [], dishChoice: null });
    t.setNow(new Date(new Date(first?.changeUntil ?? '').getTime() - 60_000));
    const res = await swap(customer.token, first?._id, { dishId: crypto.randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: SWAP_MSG.noMenu });
  });
});

describe('swapping a meal’s dish (issue 26 point 4)', () => {
  it('swaps to an alternative, which the kitchen’s row follows; choosing the default clears it', async () => {
    const menu = await planLunches();
    const { token, id, deliveries: list } = await customerWithLunches();
    const target = list[1];
    const res = await swap(token, target?._id, { dishId: menu.dalma.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      delivery: {
        _id: target?._id,
        status: 'scheduled',
        dish: { _id: menu.dalma.id, name: menu.dalma.name },
        dishChoice: 'swap',
        dishConflicts: [],
      },
    });
    expect(ids(body.delivery.alternatives)).toEqual([menu.standard.id, menu.millet.id].sort());
    expect(await storedDish(target?._id)).toEqual({ dishId: menu.dalma.id, choice: 'swap' });
    const [event, ...more] = await swapEvents(target?._id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      actor: 'customer',
      detail: {
        date: target?.date,
        slot: 'Lunch',
        from: menu.standard.id,
        to: menu.dalma.id,
        dish: menu.dalma.name,
        choice: 'swap',
      },
    });
    expect((await detail(token, id))[1]?.dish?._id).toBe(menu.dalma.id);

    const back = await swap(token, target?._id, { dishId: menu.standard.id });
    expect(back.statusCode).toBe(200);
    expect(back.json().delivery).toMatchObject({
      dish: { _id: menu.standard.id },
      dishChoice: 'default',
    });
    expect(await storedDish(target?._id)).toEqual({ dishId: menu.standard.id, choice: 'default' });
    expect(await swapEvents(target?._id)).toHaveLength(2);
  });

  it('answers a repeated swap alike and records it once', async () => {
    const menu = await planLunches();
    const { token, deliveries: list } = await customerWithLunches();
    const target = list[2];
    const first = await swap(token, target?._id, { dishId: menu.millet.id });
    const again = await swap(token, target?._id, { dishId: menu.millet.id });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await swapEvents(target?._id)).toHaveLength(1);
    // The default when it is already the dish: nothing to do, nothing recorded.
    const other = list[3];
    expect((await swap(token, other?._id, { dishId: menu.standard.id })).statusCode).toBe(200);
    expect(await swapEvents(other?._id)).toEqual([]);
  });

  it('swaps until the cut-off minute, then refuses with the sentence a skip gets', async () => {
    const menu = await planLunches();
    const { token, deliveries: list } = await customerWithLunches();
    const target = list[1];
    const until = new Date(target?.changeUntil ?? '');
    t.setNow(new Date(until.getTime() - 60_000));
    expect((await swap(token, target?._id, { dishId: menu.millet.id })).statusCode).toBe(200);

    t.setNow(until);
    const late = await swap(token, target?._id, { dishId: menu.dalma.id });
    const skip = await t.call('POST', `/api/user/deliveries/${target?._id}/skip`, token);
    expect(late.statusCode).toBe(409);
    expect(skip.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, message: cutOffPassedMessage(until) });
    expect(late.json()).toEqual(skip.json());

    pastCutOff(t, target);
    const after = await swap(token, target?._id, { dishId: menu.dalma.id });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(cutOffPassedMessage(until));
    expect(await storedDish(target?._id)).toEqual({ dishId: menu.millet.id, choice: 'swap' });
  });

  it('refuses a dish the day does not offer, and a body without one', async () => {
    await planLunches();
    const elsewhere = await newDish('Chicken curry', 'non-veg');
    const { token, deliveries: list } = await customerWithLunches();
    const target = list[1];
    for (const payload of [{ dishId: elsewhere.id }, { dishId: 'paneer' }, {}]) {
      const res = await swap(token, target?._id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: SWAP_MSG.notOffered });
    }
    expect(await swapEvents(target?._id)).toEqual([]);
  });

  it('answers someone else’s delivery, an unknown one and a malformed id as not found', async () => {
    const menu = await planLunches();
    const { deliveries: list } = await customerWithLunches();
    const stranger = await signupUser(t.app);
    const notFound = { success: false, message: 'We could not find that delivery.' };
    for (const id of [list[1]?._id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await swap(stranger.token, id, { dishId: menu.millet.id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect(await storedDish(list[1]?._id)).toEqual({ dishId: menu.standard.id, choice: 'default' });
  });

  it('refuses a meal that is not scheduled', async () => {
    const menu = await planLunches();
    const { token, deliveries: list } = await customerWithLunches();
    const target = list[1];
    expect(
      (await t.call('POST', `/api/user/deliveries/${target?._id}/skip`, token)).statusCode,
    ).toBe(200);
    const res = await swap(token, target?._id, { dishId: menu.millet.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: SWAP_MSG.notScheduled });
  });
});

describe('the reminder before a delivery names its dish (decision 169)', () => {
  it('names the dish the customer swapped to', async () => {
    const menu = await planLunches();
    const { token, userId, deliveries: list } = await customerWithLunches();
    const first = list[0];
    expect((await swap(token, first?._id, { dishId: menu.millet.id })).statusCode).toBe(200);
    await scheduleDueReminders(t.app.db, india(addDays(first?.date ?? '', -1), '19:05'));
    const [reminder] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'delivery-reminder')));
    expect(reminder?.body).toContain(`brings Lunch (${menu.millet.name}) on`);
  });
});
