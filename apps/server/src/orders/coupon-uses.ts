import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupons } from '../db/schema/catalogue.ts';

/**
 * A coupon's used_count is the number of orders holding one of its uses (subscriptions.coupon_held).
 * A use is taken in the same transaction that stores or activates the order, and given back in the
 * same transaction that expires or cancels it, so the count and the orders can never disagree.
 */

/** Takes one use while uses remain; false when the coupon is used up (or gone). */
export async function reserveCouponUse(tx: Db, code: string): Promise<boolean> {
  const updated = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.code, code),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning({ code: coupons.code });
  return updated.length > 0;
}

/** Gives back the uses of orders that no longer hold them (expired or cancelled before payment). */
export async function releaseCouponUses(tx: Db, codes: readonly string[]): Promise<void> {
  const perCode = new Map<string, number>();
  for (const code of codes) perCode.set(code, (perCode.get(code) ?? 0) + 1);
  for (const [code, n] of perCode) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - ${n}, 0)` })
      .where(and(eq(coupons.code, code), gt(coupons.usedCount, 0)));
  }
}
