import { SEED_COUPONS } from '@fitthali/domain/coupons';
import { DURATIONS } from '@fitthali/domain/durations';
import { PLANS } from '@fitthali/domain/plans';
import { PRICE_TABLE } from '@fitthali/domain/pricing';
import type { Db } from '../db/client.ts';
import { coupons, planPrices, plans } from '../db/schema/catalogue.ts';

/**
 * First start fills the catalogue from packages/domain. Rows that exist are left alone, so an
 * admin's price or coupon change survives every restart.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(plans)
    .values(
      PLANS.map((plan, i) => ({
        id: plan.id,
        name: plan.name,
        description: plan.description,
        path: plan.path,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  const prices = PLANS.flatMap((plan) =>
    DURATIONS.flatMap((days) => {
      const cell = PRICE_TABLE[plan.id][days];
      return [
        { planId: plan.id, durationDays: days, mealOption: 'Veg' as const, price: cell.veg },
        { planId: plan.id, durationDays: days, mealOption: 'Non-Veg' as const, price: cell.nonVeg },
      ];
    }),
  );
  await db.insert(planPrices).values(prices).onConflictDoNothing();
  await db
    .insert(coupons)
    .values(SEED_COUPONS.map((c) => ({ code: c.code.toUpperCase(), amount: c.amount })))
    .onConflictDoNothing();
}
