import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * A transaction-scoped advisory lock between saving the business's legal details and issuing an
 * invoice for a payment (decision 138). Every payment takes it shared just before reading the
 * details, so payments never wait for each other; the save takes it exclusive, so it waits for
 * payments already reading the details to commit, and payments arriving meanwhile wait for the
 * save to commit. Then the save's backfill sees every payment that found the details missing,
 * and every later payment finds them saved: no payment is invoiced twice or never. PGlite runs one
 * transaction at a time, where the lock is simply granted.
 */
export async function waitForInvoiceDetails(tx: Db, mode: 'shared' | 'exclusive') {
  const key = sql`hashtext('fitthali:invoice-details')`;
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${key})`
      : sql`select pg_advisory_xact_lock(${key})`,
  );
}
