// Decision 184: the kitchen sheet deciding meals left without their dish and customers swapping
// those same meals at the same instant. Run together many times, neither request fails, no swap
// is lost, and what the sheet counted is what some order of the two would have stored.
import { addDays, todayInIndia, weekdayIndex } from '@fitthali/domain/dates';
import { weekdayName } from '@fitthali/domain/weekdays';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../src/db/schema/deliveries.ts';
import {
  addDish,
  PROTEIN_VEG_LUNCH,
  planMenuDays,
  type TestDish,
} from '../factories/menu-dishes.ts';
import { signupUser } from '../factories/users.ts';
import { clockedTestApp, india, orderAtClock } from '../helpers/clocked-app.ts';

const t = clockedTestApp();
const date = addDays(todayInIndia(), 40);
const ROUNDS = 30;

let standard: TestDish;
let alternative: TestDish;
const meals: { deliveryId: string; token: string }[] = [];

beforeAll(async () => {
  standard = await addDish(t.app, { name: 'Race Paneer Bowl' });
  alternative = await addDish(t.app, { name: 'Race Millet Khichdi' });
  await planMenuDays(t.app, PROTEIN_VEG_LUNCH, [
    { date, dishId: standard.id, alternatives: [alternative.id] },
  ]);
  t.setNow(india(addDays(date, -4), '09:00'));
  for (let i = 0; i < 3; i += 1) {
    const customer = await signupUser(t.app);
    const placed = await orderAtClock(t, customer.token, {
      startDate: date,
      days: 7,
      selectedDays: [weekdayName(weekdayIndex(date))],
    });
    const [first] = placed.deliveries;
    if (!first) throw new Error('no delivery');
    meals.push({ deliveryId: first._id, token: customer.token });
  }
});

interface Sheet {
  dishes: { dishId: string | null; count: number }[];
}

async function stored() {
  return t.app.db
    .select({ id: deliveries.id, dishId: deliveries.dishId, choice: deliveries.dishChoice })
    .from(deliveries)
    .where(
      inArray(
        deliveries.id,
        meals.map((meal) => meal.deliveryId),
      ),
    );
}

describe('the kitchen deciding undecided meals while their customers swap (decision 184)', () => {
  it('loses no swap, fails neither request, and counts what was stored', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      t.setNow(india(addDays(date, -4), '09:00'));
      // As a crash between an order and its dishes leaves them (decision 160).
      await t.app.db
        .update(deliveries)
        .set({ dishId: null, dishChoice: null, dishConflicts: null })
        .where(
          inArray(
            deliveries.id,
            meals.map((meal) => meal.deliveryId),
          ),
        );
      // Each customer swaps to the alternative or back to the default, by round and customer.
      const wanted = meals.map((_, i) => ((round + i) % 2 === 0 ? alternative : standard));
      const [first, ...swaps] = await Promise.all([
        t.call('GET', `/api/admin/kitchen?date=${date}&slot=Lunch`, t.admin),
        ...meals.map((meal, i) =>
          t.call('PUT', `/api/user/deliveries/${meal.deliveryId}/dish`, meal.token, {
            dishId: wanted[i]?.id,
          }),
        ),
      ]);
      if (!first) throw new Error('the sheet answers');
      const sheet = first;
      expect(sheet.statusCode, sheet.body).toBe(200);
      for (const swap of swaps) expect(swap.statusCode, swap.body).toBe(200);

      // Every swap stands.
      const rows = await stored();
      for (const [i, meal] of meals.entries()) {
        const row = rows.find((r) => r.id === meal.deliveryId);
        const dish = wanted[i] as TestDish;
        expect(row, `round ${round}`).toEqual({
          id: meal.deliveryId,
          dishId: dish.id,
          choice: dish === standard ? 'default' : 'swap',
        });
      }

      // The sheet counted every meal by a dish (none left undecided), each once, and the
      // alternative no more often than customers chose it.
      const counts = new Map(
        (sheet.json() as Sheet).dishes.map((line) => [line.dishId, line.count]),
      );
      expect(counts.has(null), `round ${round}: a meal counted undecided`).toBe(false);
      expect((counts.get(standard.id) ?? 0) + (counts.get(alternative.id) ?? 0)).toBe(3);
      expect(counts.get(alternative.id) ?? 0).toBeLessThanOrEqual(
        wanted.filter((dish) => dish === alternative).length,
      );

      // Read again, the sheet agrees with the stored dishes exactly.
      const again = await t.call('GET', `/api/admin/kitchen?date=${date}&slot=Lunch`, t.admin);
      const after = new Map(
        (again.json() as Sheet).dishes.map((line) => [line.dishId, line.count]),
      );
      expect(after.get(alternative.id) ?? 0).toBe(
        wanted.filter((dish) => dish === alternative).length,
      );
      expect(after.get(standard.id) ?? 0).toBe(wanted.filter((dish) => dish === standard).length);
    }
  });
});
