import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { MenuKey } from './menu-of-date.ts';

/** Runs `work` in one transaction (the server's Db type for the transaction, as elsewhere). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * Serialises the changes to one menu (a date, a rotation, a copied week): two admins saving at
 * once run one after the other, so the dishes the second re-decides are those of the menu the
 * first left. Held to the end of the transaction.
 */
export async function lockMenu(tx: Db, key: MenuKey): Promise<void> {
  const name = `fitthali:menu:${key.planId}:${key.mealOption}:${key.slot}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
