import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema/auth-failures.ts';
import { HttpError } from '../http-error.ts';

export interface ThrottleRule {
  /** How many failures a bucket may collect within the window before it is refused. */
  limit: number;
  windowMs: number;
}

export interface ThrottleLimits {
  loginPerIdentifier: ThrottleRule;
  loginPerAddress: ThrottleRule;
  signupPerAddress: ThrottleRule;
}

// A person who mistypes a password a few times is never stopped; a script guessing passwords for
// one account is stopped after 10 tries, and one address trying many accounts after 50.
export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  loginPerIdentifier: { limit: 10, windowMs: 15 * 60_000 },
  loginPerAddress: { limit: 50, windowMs: 15 * 60_000 },
  signupPerAddress: { limit: 20, windowMs: 60 * 60_000 },
};

export const buckets = {
  loginIdentifier: (identifier: string) => `login:id:${identifier.trim().toLowerCase()}`,
  loginAddress: (ip: string) => `login:ip:${ip}`,
  signupAddress: (ip: string) => `signup:ip:${ip}`,
};

export async function isThrottled(db: Db, bucket: string, rule: ThrottleRule): Promise<boolean> {
  const since = new Date(Date.now() - rule.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.bucket, bucket), gte(authFailures.at, since)));
  return (row?.n ?? 0) >= rule.limit;
}

export async function recordAttempt(db: Db, bucketNames: string[]): Promise<void> {
  if (bucketNames.length === 0) return;
  await db.insert(authFailures).values(bucketNames.map((bucket) => ({ bucket })));
}

export async function clearAttempts(db: Db, bucketNames: string[]): Promise<void> {
  if (bucketNames.length === 0) return;
  await db.delete(authFailures).where(inArray(authFailures.bucket, bucketNames));
}

/** Old rows only cost space; the longest window is an hour, so a day is plenty. */
export async function pruneAttempts(db: Db, olderThanMs = 24 * 60 * 60_000): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.at, new Date(Date.now() - olderThanMs)));
}

/** Refuses with 429 when either the identifier or the client address has failed too often. */
export async function assertLoginAllowed(
  db: Db,
  limits: ThrottleLimits,
  idBucket: string,
  ipBucket: string,
  message: string,
): Promise<void> {
  if (
    (await isThrottled(db, idBucket, limits.loginPerIdentifier)) ||
    (await isThrottled(db, ipBucket, limits.loginPerAddress))
  ) {
    throw new HttpError(429, message);
  }
}
