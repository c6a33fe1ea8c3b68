import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type AddressRow, addresses } from '../schema/addresses.ts';
import type { StoredAddress } from '../schema/orders.ts';

/** A saved address has the same fields an order stores. */
export type AddressValues = StoredAddress;

/** The customer's list in the order the screens index it: oldest first. */
export function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

export async function insertAddress(db: Db, userId: string, values: AddressValues) {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...values })
    .returning();
  return row as AddressRow;
}

export async function updateAddress(db: Db, id: string, values: AddressValues) {
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
