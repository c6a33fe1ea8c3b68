import { createHash } from 'node:crypto';
import type { CataloguePlan } from '@fitthali/domain/catalogue';
import { DURATIONS, type DurationDays } from '@fitthali/domain/durations';
import type { MealOption, PlanId } from '@fitthali/domain/plans';
import { type MealPrice, startingPriceOf } from '@fitthali/domain/pricing';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { planPrices, plans } from '../db/schema/catalogue.ts';

export type { CataloguePlan };

export async function loadCatalogue(db: Db): Promise<CataloguePlan[]> {
  const [planRows, priceRows] = await Promise.all([
    db.select().from(plans).orderBy(asc(plans.sortOrder)),
    db.select().from(planPrices),
  ]);
  return planRows.map((plan) => {
    const prices = {} as Record<DurationDays, MealPrice>;
    for (const days of DURATIONS) prices[days] = { veg: 0, nonVeg: 0 };
    for (const row of priceRows) {
      if (row.planId !== plan.id) continue;
      const cell = prices[row.durationDays as DurationDays];
      if (!cell) continue;
      if (row.mealOption === 'Veg') cell.veg = row.price;
      else cell.nonVeg = row.price;
    }
    return {
      id: plan.id as PlanId,
      name: plan.name,
      description: plan.description,
      path: plan.path,
      startingPrice: startingPriceOf(prices),
      prices,
    };
  });
}

/**
 * The plan's name and the price an order is charged, in one round trip: read from the database at
 * order time, never from a cache.
 */
const planPrice = preparedQuery((db) =>
  db
    .select({ price: planPrices.price, planName: plans.name })
    .from(planPrices)
    .innerJoin(plans, eq(plans.id, planPrices.planId))
    .where(
      and(
        eq(planPrices.planId, sql.placeholder('planId')),
        eq(planPrices.durationDays, sql.placeholder('days')),
        eq(planPrices.mealOption, sql.placeholder('mealOption')),
      ),
    )
    .prepare('plan_price'),
);

export async function currentPlanPrice(
  db: Db,
  planId: string,
  days: number,
  mealOption: MealOption,
): Promise<{ price: number; planName: string } | undefined> {
  const [row] = await planPrice(db).execute({ planId, days, mealOption });
  return row;
}

/**
 * GET /api/plans is read on every storefront visit, so its JSON is kept ready. A short lifetime
 * bounds how long another instance can show an old price after an admin edit; the instance that
 * made the edit drops its copy at once.
 */
export class CatalogueCache {
  private body: string | null = null;
  private etag = '';
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 2000,
  ) {}

  invalidate() {
    this.body = null;
  }

  async get(): Promise<{ body: string; etag: string }> {
    if (this.body === null || Date.now() - this.loadedAt > this.ttlMs) {
      this.loading ??= this.reload().finally(() => {
        this.loading = null;
      });
      // Serve the previous copy while a refresh runs, if there is one.
      if (this.body === null) await this.loading;
    }
    return { body: this.body as string, etag: this.etag };
  }

  private async reload() {
    const list = await loadCatalogue(this.db);
    const body = JSON.stringify({ success: true, plans: list });
    if (body !== this.body) {
      this.body = body;
      this.etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    }
    this.loadedAt = Date.now();
  }
}
