import type { PGlite } from '@electric-sql/pglite';
import { earliestStartDate } from '@fitthali/domain/cut-off';
import { addDays, todayInIndia } from '@fitthali/domain/dates';
import { orderPayload } from '../../../server/test/factories/order-payload.ts';
import type { SeededServer } from './seeded-server.ts';

/** Every High Protein Veg lunch's dish: the first is the day's default, the others its alternatives. */
export const SWAP_DISHES = [
  { name: 'Paneer tikka bowl', calories: 520, protein: 32, allergens: ['milk'] },
  { name: 'Millet khichdi', calories: 480, protein: null, allergens: [] },
  { name: 'Odia dalma, brown rice', calories: 450, protein: 18, allergens: [] },
] as const;

/**
 * The menu of the swap journeys, written before the server opens its database as the operator's
 * menu planner would leave it: a default and two alternatives for every High Protein Veg lunch of
 * the next three weeks.
 */
export async function seedSwapMenu(db: PGlite): Promise<void> {
  const ids: string[] = [];
  for (const dish of SWAP_DISHES) {
    const made = await db.query<{ id: string }>(
      `insert into dishes (name, diet, calories, protein, allergens, tags)
       values ($1, 'veg', $2, $3, $4::text[], array['no-onion-garlic']) returning id`,
      [dish.name, dish.calories, dish.protein, dish.allergens],
    );
    const id = made.rows[0]?.id;
    if (!id) throw new Error('dish not seeded');
    ids.push(id);
  }
  const [standard, ...alternatives] = ids;
  const today = todayInIndia();
  for (let i = 0; i < 21; i += 1) {
    await db.query(
      `insert into menu_days (plan_id, meal_option, slot, date, dish_id, alternatives, source)
       values ('high-protein', 'Veg', 'Lunch', $1::date, $2, $3::uuid[], 'override')`,
      [addDays(today, i), standard, alternatives],
    );
  }
}

export interface SwapDelivery {
  _id: string;
  date: string;
  changeUntil: string;
  dish: { name: string } | null;
}

/**
 * A week of High Protein Veg lunches ordered through the API by the customer holding `token`, the
 * first after the cut-off window; its deliveries as the plan page reads them.
 */
export async function orderLunches(own: SeededServer, token: string, paymentMode?: 'COD') {
  const payload = orderPayload({ days: 7, startDate: earliestStartDate('Lunch') });
  const order = await own.api<{ subscriptionId: string }>('/api/subscribe', token, {
    method: 'POST',
    body: JSON.stringify(paymentMode ? { ...payload, paymentMode } : payload),
  });
  const { deliveries } = await own.api<{ deliveries: SwapDelivery[] }>(
    `/api/user/subscriptions/${order.subscriptionId}`,
    token,
  );
  return { plan: payload.plan, subscriptionId: order.subscriptionId, deliveries };
}
