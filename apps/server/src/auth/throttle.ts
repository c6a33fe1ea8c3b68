import { and, eq, lt, sql } from 'drizzle-orm';
import type { ThrottleLimits, ThrottleRule } from '../config.ts';
import type { Db } from '../db/client.ts';
import { throttleCounters } from '../db/schema/throttle-counters.ts';

const normalise = (identifier: string) => identifier.trim().toLowerCase();

export const buckets = {
  loginPair: (identifier: string, ip: string) => `login:pair:${ip}:${normalise(identifier)}`,
  loginAddress: (ip: string) => `login:ip:${ip}`,
  loginIdentifier: (identifier: string) => `login:id:${normalise(identifier)}`,
  loginSlowdown: (identifier: string) => `login:slow:${normalise(identifier)}`,
  signupAddress: (ip: string) => `signup:ip:${ip}`,
  codeRequestIdentifier: (identifier: string) => `code:req:id:${normalise(identifier)}`,
  codeRequestAddress: (ip: string) => `code:req:ip:${ip}`,
  codeGuessAddress: (ip: string) => `code:guess:ip:${ip}`,
};

/**
 * Counts one attempt in a bucket and answers the count including it, in one statement: the
 * upsert's row lock orders concurrent attempts, so of 150 arriving at once exactly `limit` see a
 * count within the limit. A window that has passed starts again at 1.
 */
export async function takeAttempt(db: Db, bucket: string, rule: ThrottleRule): Promise<boolean> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${throttleCounters.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ bucket, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: throttleCounters.bucket,
      set: {
        count: sql`case when ${expired} then 1 else ${throttleCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${throttleCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: throttleCounters.count });
  return (row?.count ?? 1) <= rule.limit;
}

/** Gives an attempt back (it succeeded), without touching any other bucket. */
export async function giveBack(db: Db, bucket: string): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
    .where(eq(throttleCounters.bucket, bucket));
}

/** Forgets a bucket entirely (the pair that just signed in successfully). */
export async function resetBucket(db: Db, bucket: string): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.bucket, bucket));
}

/** Counters whose window ended long ago only cost space; the longest window is an hour. */
export async function pruneAttempts(db: Db, olderThanMs = 24 * 60 * 60_000): Promise<void> {
  await db
    .delete(throttleCounters)
    .where(and(lt(throttleCounters.windowStartedAt, new Date(Date.now() - olderThanMs))));
}

export type LoginAdmission = 'allowed' | 'locked' | 'slowed';

/**
 * Reserves a login attempt before the password is looked at. Refused attempts are never evaluated,
 * so no burst, however parallel, gets more guesses than the limits.
 */
export async function admitLogin(
  db: Db,
  limits: ThrottleLimits,
  identifier: string,
  ip: string,
): Promise<LoginAdmission> {
  const [pairOk, addressOk] = await Promise.all([
    takeAttempt(db, buckets.loginPair(identifier, ip), limits.loginPerPair),
    takeAttempt(db, buckets.loginAddress(ip), limits.loginPerAddress),
  ]);
  if (!pairOk || !addressOk) return 'locked';
  if (await takeAttempt(db, buckets.loginIdentifier(identifier), limits.loginPerIdentifier)) {
    return 'allowed';
  }
  const slot = await takeAttempt(db, buckets.loginSlowdown(identifier), limits.loginSlowdown);
  return slot ? 'allowed' : 'slowed';
}

/** A successful login: its own pair starts afresh; other addresses' failures stay counted. */
export async function loginSucceeded(db: Db, identifier: string, ip: string): Promise<void> {
  await Promise.all([
    resetBucket(db, buckets.loginPair(identifier, ip)),
    giveBack(db, buckets.loginAddress(ip)),
    giveBack(db, buckets.loginIdentifier(identifier)),
  ]);
}

/**
 * Counts a request for a one-time code against the account (its identifier, or its id when signed
 * in) and the address, both at once; false when either is over its limit (issue 15 point 3).
 */
export async function admitCodeRequest(
  db: Db,
  limits: ThrottleLimits,
  account: string,
  ip: string,
): Promise<boolean> {
  const [perAccount, perAddress] = await Promise.all([
    takeAttempt(db, buckets.codeRequestIdentifier(account), limits.codeRequestsPerIdentifier),
    takeAttempt(db, buckets.codeRequestAddress(ip), limits.codeRequestsPerAddress),
  ]);
  return perAccount && perAddress;
}

/** Counts one code tried from an address; false when the address is over its limit. */
export function admitCodeGuess(db: Db, limits: ThrottleLimits, ip: string): Promise<boolean> {
  return takeAttempt(db, buckets.codeGuessAddress(ip), limits.codeGuessesPerAddress);
}
