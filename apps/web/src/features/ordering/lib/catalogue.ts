import type { CataloguePlan } from '@fitthali/domain/catalogue';
import { DURATIONS, type DurationDays } from '@fitthali/domain/durations';
import { type MealOption, PLANS, type PlanId } from '@fitthali/domain/plans';
import { FALLBACK_PRICE, type MealPrice, PRICE_TABLE } from '@fitthali/domain/pricing';

export type { CataloguePlan };

export type Catalogue = Readonly<Record<PlanId, CataloguePlan>>;

/**
 * The prices the spec lists (SPEC §9). Prerendered plan pages show these, and every page uses them
 * until the live catalogue arrives; an admin's price change reaches the page with that answer.
 */
export const FALLBACK_CATALOGUE: Catalogue = Object.fromEntries(
  PLANS.map((plan) => [
    plan.id,
    {
      id: plan.id,
      name: plan.name,
      description: plan.description,
      path: plan.path,
      startingPrice: plan.startingPrice,
      prices: PRICE_TABLE[plan.id],
    },
  ]),
) as unknown as Catalogue;

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function readPrice(raw: unknown, fallback: MealPrice): MealPrice {
  const cell = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    veg: isPrice(cell.veg) ? cell.veg : fallback.veg,
    nonVeg: isPrice(cell.nonVeg) ? cell.nonVeg : fallback.nonVeg,
  };
}

/**
 * Reads the `plans` list of GET /api/plans over the fallback, cell by cell: a plan or price the
 * answer lacks, or gives in a shape we do not expect, keeps the spec's figure.
 */
export function catalogueFrom(plans: unknown): Catalogue {
  const result = { ...FALLBACK_CATALOGUE } as Record<PlanId, CataloguePlan>;
  if (!Array.isArray(plans)) return result;
  for (const raw of plans) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as Record<string, unknown>;
    const base = typeof entry.id === 'string' ? result[entry.id as PlanId] : undefined;
    if (!base) continue;
    const rawPrices = (
      typeof entry.prices === 'object' && entry.prices !== null ? entry.prices : {}
    ) as Record<string, unknown>;
    const prices = Object.fromEntries(
      DURATIONS.map((days) => [days, readPrice(rawPrices[String(days)], base.prices[days])]),
    ) as Record<DurationDays, MealPrice>;
    result[base.id] = {
      ...base,
      name: typeof entry.name === 'string' && entry.name.trim() ? entry.name : base.name,
      description:
        typeof entry.description === 'string' && entry.description.trim()
          ? entry.description
          : base.description,
      startingPrice: isPrice(entry.startingPrice) ? entry.startingPrice : base.startingPrice,
      prices,
    };
  }
  return result;
}

/** Rupees per meal; a missing plan is charged the confirm page's fallback (SPEC §9). */
export function mealPrice(
  catalogue: Catalogue,
  planId: PlanId | null,
  days: DurationDays,
  mealOption: MealOption,
): number {
  const cell = (planId ? catalogue[planId]?.prices[days] : undefined) ?? FALLBACK_PRICE;
  return mealOption === 'Non-Veg' ? cell.nonVeg : cell.veg;
}
