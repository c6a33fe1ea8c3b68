import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type AddressRow, addresses } from '../schema/addresses.ts';
import type { StoredAddress } from '../schema/orders.ts';
import { users } from '../schema/users.ts';

/** A saved address has the same fields an order stores. */

/** The customer's list in the order the screens index it: oldest first. */
export function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

/**
 * Saves an address unless the customer already has `max`. The customer's row is locked first, so
 * parallel saves take turns and each counts the others' addresses: the cap holds under any burst.
 */
export async function insertAddressWithin(
  db: Db,
  userId: string,
  values: StoredAddress,
  max: number,
): Promise<AddressRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if ((held?.n ?? 0) >= max) return undefined;
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...values })
      .returning();
    return row;
  });
}

export async function updateAddress(db: Db, id: string, values: StoredAddress) {
  const [row] = await db.update(addresses).set(values).where(eq(addresses.id, id)).returning();
  return row as AddressRow;
}

export async function deleteAddress(db: Db, id: string) {
  await db.delete(addresses).where(eq(addresses.id, id));
}

export function publicAddress(row: AddressRow) {
  return {
    _id: row.id,
    at: row.at,
    po: row.po,
    dist: row.dist,
    pin: row.pin,
    lat: row.lat,
    lng: row.lng,
  };
}
