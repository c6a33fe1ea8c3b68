import type { DurationDays } from '@fitthali/domain/durations';
import type { PlanId } from '@fitthali/domain/plans';
import type { MealPrice } from '@fitthali/domain/pricing';
import { useEffect, useState } from 'react';

export type LivePlan = {
  startingPrice?: number;
  prices?: Partial<Record<DurationDays, MealPrice>>;
};
export type LiveCatalogue = Partial<Record<PlanId, LivePlan>>;

type CataloguePlan = {
  id?: unknown;
  startingPrice?: unknown;
  prices?: Record<string, { veg?: unknown; nonVeg?: unknown }>;
};

const isPrice = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** GET /api/plans: the operator's current catalogue, reduced to the prices this page shows. */
export async function fetchPlanCatalogue(signal?: AbortSignal): Promise<LiveCatalogue> {
  const response = await fetch('/api/plans', { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET /api/plans answered ${response.status}`);
  const body = (await response.json()) as { plans?: CataloguePlan[] };
  const catalogue: LiveCatalogue = {};
  for (const plan of Array.isArray(body.plans) ? body.plans : []) {
    if (typeof plan?.id !== 'string') continue;
    const live: LivePlan = {};
    if (isPrice(plan.startingPrice)) live.startingPrice = plan.startingPrice;
    const prices: Partial<Record<DurationDays, MealPrice>> = {};
    for (const [days, price] of Object.entries(plan.prices ?? {})) {
      if (isPrice(price?.veg) && isPrice(price?.nonVeg)) {
        prices[Number(days) as DurationDays] = { veg: price.veg, nonVeg: price.nonVeg };
      }
    }
    live.prices = prices;
    catalogue[plan.id as PlanId] = live;
  }
  return catalogue;
}

/**
 * The prerendered page carries the built-in prices (so it reads without JavaScript); after
 * hydration the live catalogue replaces them. A failure keeps the built-in prices, silently.
 */
export function useLiveCatalogue(): LiveCatalogue {
  const [catalogue, setCatalogue] = useState<LiveCatalogue>({});
  useEffect(() => {
    const controller = new AbortController();
    fetchPlanCatalogue(controller.signal).then(setCatalogue, () => {});
    return () => controller.abort();
  }, []);
  return catalogue;
}
