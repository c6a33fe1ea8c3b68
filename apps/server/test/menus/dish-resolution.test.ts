import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries } from '../../src/db/schema/deliveries.ts';
import { dishes } from '../../src/db/schema/dishes.ts';
import { menuRotations } from '../../src/db/schema/menus.ts';
import { users } from '../../src/db/schema/users.ts';
import { resolveDishes } from '../../src/menus/resolve-dishes.ts';
import { seedMenus } from '../../src/menus/seed-menus.ts';
import { orderPayload, subscribe } from '../factories/orders.ts';
import { signupUser } from '../factories/users.ts';
import { clockedTestApp } from '../helpers/clocked-app.ts';

const t = clockedTestApp();

async function placeOrder(token: string) {
  const res = await subscribe(t.app, token, orderPayload({ mealOption: 'Non-Veg', days: 7 }));
  expect(res.statusCode).toBe(201);
  return res.json().subscriptionId as string;
}

function dishesOf(subscriptionId: string) {
  return t.app.db
    .select({
      id: deliveries.id,
      dishId: deliveries.dishId,
      choice: deliveries.dishChoice,
      conflicts: deliveries.dishConflicts,
      name: dishes.name,
      diet: dishes.diet,
    })
    .from(deliveries)
    .leftJoin(dishes, eq(dishes.id, deliveries.dishId))
    .where(eq(deliveries.subscriptionId, subscriptionId));
}

describe('the old static menus as the first data (issue 26 point 7)', () => {
  it('seeds each dish once and a one-week rotation per plan, meal option and slot, once', async () => {
    const rotations = await t.app.db.select().from(menuRotations);
    expect(rotations).toHaveLength(5 * 2 * 2);
    await seedMenus(t.app.db);
    expect(await t.app.db.select().from(menuRotations)).toHaveLength(20);
    const [prawn] = await t.app.db
      .select()
      .from(dishes)
      .where(eq(dishes.name, 'Prawn masala, brown rice'));
    expect(prawn).toMatchObject({ diet: 'non-veg', allergens: ['crustaceans'], calories: 765 });
    const [{ n } = { n: 0 }] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dishes)
      .where(
        and(
          eq(dishes.diet, 'non-veg'),
          sql`${dishes.seedKey} in (select unnest(array['Paneer tikka, brown rice, dal tadka']))`,
        ),
      );
    expect(n).toBe(0);
  });
});

describe('the dish each delivery will be (issue 26 points 4–5)', () => {
  it('gives every meal of a new order its menu dish', async () => {
    const { token } = await signupUser(t.app);
    const id = await placeOrder(token);
    const rows = await dishesOf(id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.dishId).not.toBeNull();
      expect(row.choice).toBe('default');
    }
  });

  it('decides again when the customer avoids what the default holds', async () => {
    const { token, user } = await signupUser(t.app);
    const id = await placeOrder(token);
    await t.app.db
      .update(users)
      .set({ avoids: ['fish', 'crustaceans'] })
      .where(eq(users.id, user._id));
    const changes = await resolveDishes(t.app.db, { userId: user._id });
    const rows = await dishesOf(id);
    // The seeded menus offer no alternatives, so a fish or prawn day is kept and flagged.
    const flagged = rows.filter((row) => row.choice === 'conflict');
    expect(flagged.length).toBeGreaterThan(0);
    expect(changes.length).toBe(flagged.length);
    for (const row of flagged) expect(row.conflicts?.length).toBeGreaterThan(0);
    expect(await resolveDishes(t.app.db, { userId: user._id })).toEqual([]);
  });
});
