import { type CreditLot, creditsToApply, mostCreditsFor } from '@fitthali/domain/meal-credits';
import type { OrderPreview } from './order-preview';

/**
 * The order's figures with `wanted` meal credits spent, by the domain rule the server applies
 * (oldest expiry first, never more than the meals or than brings the total below 0), so the total
 * shown is the total the server computes and charges. `most` is the control's upper bound.
 */
export function withCredits(
  preview: OrderPreview,
  lots: readonly CreditLot[],
  wanted: number,
  now: Date,
): OrderPreview & { mostCredits: number } {
  const limits = { lots, meals: preview.totalMeals, total: preview.total, now };
  const mostCredits = mostCreditsFor(limits);
  if (wanted <= 0 || mostCredits === 0) return { ...preview, mostCredits };
  const applied = creditsToApply({ ...limits, requested: wanted });
  return {
    ...preview,
    total: preview.total - applied.value,
    credits: { meals: applied.meals, value: applied.value },
    mostCredits,
  };
}
