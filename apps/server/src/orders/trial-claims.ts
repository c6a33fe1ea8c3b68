import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { trialClaims } from '../db/schema/trial-claims.ts';
import { users } from '../db/schema/users.ts';

/** The stored form of a phone number for trial claims (the migration backfill hashes the same way). */
export function trialPhoneHash(phone: string): string {
  return createHash('sha256').update(`fitthali-trial:${phone}`).digest('hex');
}

async function phoneOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

/** Whether this customer's phone number has had its trial. */
export async function hasUsedTrial(db: Db, userId: string): Promise<boolean> {
  const phone = await phoneOf(db, userId);
  if (!phone) return false;
  const [row] = await db
    .select({ id: trialClaims.subscriptionId })
    .from(trialClaims)
    .where(eq(trialClaims.phoneHash, trialPhoneHash(phone)));
  return row !== undefined;
}

/**
 * Claims the trial for the customer's phone with this order, inside the order's transaction; false
 * when the phone has had one. A customer with no phone on record (not possible through signup) has
 * nothing to claim it with and is refused too.
 */
export async function claimTrial(tx: Db, userId: string, subscriptionId: string): Promise<boolean> {
  const phone = await phoneOf(tx, userId);
  if (!phone) return false;
  const claimed = await tx
    .insert(trialClaims)
    .values({ phoneHash: trialPhoneHash(phone), subscriptionId })
    .onConflictDoNothing()
    .returning({ id: trialClaims.subscriptionId });
  return claimed.length > 0;
}

/** Orders that were never paid for (expired or cancelled unpaid) give their trial back. */
export async function releaseTrialClaims(
  tx: Db,
  subscriptionIds: readonly string[],
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await tx.delete(trialClaims).where(inArray(trialClaims.subscriptionId, [...subscriptionIds]));
}
