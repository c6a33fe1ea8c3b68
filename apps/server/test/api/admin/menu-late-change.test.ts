// Issue 26 point 3: changing a date's menu after its cut-off needs a reason; the meals being
// prepared follow the change (a customer's swap still offered stays), each order's trail records
// it and each customer whose dish changed is told the date, the slot, both dishes and the reason.
import { changeUntil } from '@fitthali/domain/delivery-settings';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { menuOutForDeliveryMessage, menuReasonNeededMessage } from '@fitthali/domain/menu-messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, orderEvents } from '../../../src/db/schema/deliveries.ts';
import { notifications } from '../../../src/db/schema/notifications.ts';
import { sendDueNotifications } from '../../../src/notifications/send-notifications.ts';
import { addDish } from '../../factories/menu-dishes.ts';
import { india, placeOrderAtClock } from '../../helpers/clocked-app.ts';
import { messagedTestApp } from '../../helpers/messaged-app.ts';

const { t, fakes } = messagedTestApp();

const MENU = { plan: 'Office Employee', mealOption: 'Veg', slot: 'Lunch' } as const;
const REASON = 'The paneer did not arrive this morning.';

async function mealOn(subscriptionId: string, date: string) {
  const [row] = await t.app.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.subscriptionId, subscriptionId), eq(deliveries.date, date)));
  return row;
}

const toldOf = (userId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'menu-dish-changed')));

describe('a menu change after the cut-off (issue 26 point 3)', () => {
  it('needs a reason at the cut-off minute; with one the meals move and their customers are told', async () => {
    const options = { plan: 'Office Employee', mealOption: 'Veg', days: 7 } as const;
    const swapper = await placeOrderAtClock(t, options);
    const customer = await placeOrderAtClock(t, options);
    const prefs = await t.call('PUT', '/api/user/notification-preferences', customer.token, {
      email: true,
      whatsapp: true,
      reminders: true,
    });
    expect(prefs.statusCode).toBe(200);
    const date = customer.deliveries[0]?.date as string;
    const paneer = await addDish(t.app, { name: 'Paneer bhurji, 2 rotis' });
    const dal = await addDish(t.app, { name: 'Moong dal, jeera rice' });
    const rajma = await addDish(t.app, { name: 'Rajma, brown rice' });

    // Planned before the cut-off: paneer, or dal instead.
    const planned = await t.call('PUT', '/api/admin/menu', t.admin, {
      ...MENU,
      date,
      dishId: paneer.id,
      alternatives: [dal.id],
    });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json().late).toBe(false);
    // One customer swapped to the dal (the swap's own route is tested with it).
    await t.app.db
      .update(deliveries)
      .set({ dishId: dal.id, dishChoice: 'swap' })
      .where(eq(deliveries.id, (await mealOn(swapper.id, date))?.id as string));

    // The cut-off minute: the kitchen is preparing these meals.
    const cutOff = changeUntil(date, 'Lunch');
    t.setNow(cutOff);
    const change = { ...MENU, date, dishId: rajma.id, alternatives: [dal.id] };
    for (const reason of [undefined, '', '   ']) {
      const refused = await t.call('PUT', '/api/admin/menu', t.admin, { ...change, reason });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(menuReasonNeededMessage(date, 'Lunch', cutOff));
    }
    expect((await mealOn(customer.id, date))?.dishId).toBe(paneer.id);

    const res = await t.call('PUT', '/api/admin/menu', t.admin, { ...change, reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, late: true, moved: 1 });

    // The customer's meal follows the kitchen; the swap to a dish still offered stays.
    expect(await mealOn(customer.id, date)).toMatchObject({
      dishId: rajma.id,
      dishChoice: 'default',
    });
    expect(await mealOn(swapper.id, date)).toMatchObject({ dishId: dal.id, dishChoice: 'swap' });

    // The order's trail names the admin's change, both dishes and the reason.
    const trail = await t.app.db
      .select()
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.action, 'menu-dish-changed'),
          eq(orderEvents.subscriptionId, customer.id),
        ),
      );
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actor: 'admin',
      reason: REASON,
      detail: { date, slot: 'Lunch', fromDish: paneer.name, toDish: rajma.name },
    });
    const admin = await t.call('GET', `/api/admin/subscriptions/${customer.id}`, t.admin);
    expect(
      admin.json().events.some((e: { action: string }) => e.action === 'menu-dish-changed'),
    ).toBe(true);
    const swapperTrail = await t.app.db
      .select()
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.action, 'menu-dish-changed'),
          eq(orderEvents.subscriptionId, swapper.id),
        ),
      );
    expect(swapperTrail).toEqual([]);

    // Told: in the inbox, by email and on WhatsApp; the swapper, whose meal stays, is not.
    const day = formatIndiaDate(date);
    const sentence = `Your lunch on ${day} will be ${rajma.name} instead of ${paneer.name}.`;
    const [told] = await toldOf(customer.userId);
    expect(told?.title).toBe(`Lunch on ${day}: ${rajma.name}`);
    expect(told?.body).toBe(`${sentence} From our kitchen: ${REASON}`);
    expect(await toldOf(swapper.userId)).toEqual([]);
    const inbox = await t.call('GET', '/api/user/notifications', customer.token);
    expect(
      inbox.json().notifications.find((n: { kind: string }) => n.kind === 'menu-dish-changed')
        ?.body,
    ).toBe(told?.body);

    await sendDueNotifications(t.app, cutOff);
    const mail = fakes.smtp.mails.find(
      (m) => m.to.includes(customer.email) && m.subject === `Lunch on ${day}: ${rajma.name}`,
    );
    expect(mail?.text).toContain(sentence);
    expect(mail?.text).toContain(REASON);
    const sent = fakes.whatsapp.messages.find((m) => m.template === 'menu_dish_changed');
    expect(sent?.params).toEqual(['Lunch', day, paneer.name, rajma.name, REASON]);
    expect(fakes.whatsapp.refused).toEqual([]);

    // The same change sent again moves and tells nobody more.
    const again = await t.call('PUT', '/api/admin/menu', t.admin, { ...change, reason: REASON });
    expect(again.json().moved).toBe(0);
    expect(await toldOf(customer.userId)).toHaveLength(1);

    // Back to the rotation after the cut-off: also with a reason, also told.
    const cleared = await t.call('DELETE', '/api/admin/menu', t.admin, { ...MENU, date });
    expect(cleared.statusCode).toBe(400);
    const back = await t.call('DELETE', '/api/admin/menu', t.admin, {
      ...MENU,
      date,
      reason: REASON,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ late: true, moved: 2 });
    expect(await toldOf(customer.userId)).toHaveLength(2);
    expect(await toldOf(swapper.userId)).toHaveLength(1);

    // A meal already out for delivery stays as served, reason or not.
    t.setNow(india(date, '12:30'));
    const late = await t.call('PUT', '/api/admin/menu', t.admin, { ...change, reason: REASON });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(menuOutForDeliveryMessage(date, 'Lunch'));
    const query = new URLSearchParams({ ...MENU, from: date, to: date });
    const planner = await t.call('GET', `/api/admin/menu?${query}`, t.admin);
    expect(planner.json().days[0]).toMatchObject({ open: false, editable: false });
  });

  it('a minute before the cut-off is quiet: no reason needed, nobody told', async () => {
    const order = await placeOrderAtClock(t, {
      plan: 'Office Employee',
      mealOption: 'Veg',
      slot: 'Dinner',
    });
    const date = order.deliveries[1]?.date as string;
    const dish = await addDish(t.app);
    t.setNow(new Date(changeUntil(date, 'Dinner').getTime() - 60_000));
    const res = await t.call('PUT', '/api/admin/menu', t.admin, {
      ...MENU,
      slot: 'Dinner',
      date,
      dishId: dish.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ late: false, moved: 1 });
    expect((await mealOn(order.id, date))?.dishId).toBe(dish.id);
    expect(await toldOf(order.userId)).toEqual([]);
  });
});
