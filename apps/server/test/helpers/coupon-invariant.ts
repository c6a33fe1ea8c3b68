import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { coupons } from '../../src/db/schema/catalogue.ts';
import { subscriptions } from '../../src/db/schema/orders.ts';

/** A coupon's count and the orders holding one of its uses, side by side. */
export async function couponUses(db: Db, code: string) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  const [held] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.couponCode, code), eq(subscriptions.couponHeld, true)));
  return { usedCount: coupon?.usedCount ?? -1, held: held?.n ?? -1 };
}
