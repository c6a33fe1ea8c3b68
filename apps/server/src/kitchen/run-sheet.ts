import { addressOneLine } from '@fitthali/domain/address-line';
import { cashToCollect } from '@fitthali/domain/cash-collection';
import { orderNumber } from '@fitthali/domain/order-number';
import type { KitchenSlot } from '@fitthali/domain/plans';
import { encodeRunSheetCursor, type RunSheetCursor } from '@fitthali/domain/schemas/admin-kitchen';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { collections } from '../db/schema/collections.ts';
import { deliveries } from '../db/schema/deliveries.ts';
import { dishes } from '../db/schema/dishes.ts';
import { type StoredAddress, subscriptions } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { COOKED_STATUSES } from './kitchen-counts.ts';

function mapsUrl(a: StoredAddress) {
  const query = a.lat !== null && a.lng !== null ? `${a.lat},${a.lng}` : addressOneLine(a);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * What the rider sees about money on a stop (issue 14 point 6): nothing for an order paid online;
 * for a COD order the amount still due (`cashToCollect`: the order's total, or only the meals kept
 * after a cancel mid-plan; null once collected or when nothing is owed) and,
 * once recorded, the collection and whether it was taken on this very delivery.
 */
function cashOf(r: {
  deliveryId: string;
  paymentMode: 'COD' | 'Online';
  paymentStatus: Parameters<typeof cashToCollect>[0]['paymentStatus'];
  orderStatus: Parameters<typeof cashToCollect>[0]['status'];
  totalPrice: number;
  cashDue: number | null;
  collectedOn: string | null;
  collectedAmount: number | null;
  collectedAt: Date | null;
}) {
  if (r.paymentMode !== 'COD') return null;
  return {
    amountDue: cashToCollect({
      paymentMode: r.paymentMode,
      paymentStatus: r.paymentStatus,
      status: r.orderStatus,
      totalPrice: r.totalPrice,
      cashDue: r.cashDue,
    }),
    collected:
      r.collectedOn !== null && r.collectedAmount !== null && r.collectedAt !== null
        ? {
            amount: r.collectedAmount,
            collectedAt: r.collectedAt,
            onThisDelivery: r.collectedOn === r.deliveryId,
          }
        : null,
  };
}

export type RunSheetDelivery = Awaited<ReturnType<typeof runSheetPage>>['deliveries'][number];

type RunSheetQuery = { date: string; slot: KitchenSlot };

/** The cooked meals of a date and slot that `where` admits: the run sheet's and the labels'. */
export const cookedMeals = (query: RunSheetQuery, where?: SQL) =>
  and(
    eq(deliveries.date, query.date),
    eq(deliveries.slot, query.slot),
    // Spelled as the partial index's predicate, so the planner can use it.
    inArray(deliveries.status, [...COOKED_STATUSES]),
    where,
  );

/** Run sheet order (PIN, area, id), the order of the index `deliveries_run_sheet`. */
export const RUN_SHEET_ORDER = [asc(deliveries.pin), asc(deliveries.area), asc(deliveries.id)];

/** The run sheet's rows of a date and slot that `where` admits, in run sheet order. */
function runSheetRows(db: Db, query: RunSheetQuery, where: SQL | undefined, limit: number) {
  return db
    .select({
      deliveryId: deliveries.id,
      subscriptionId: deliveries.subscriptionId,
      plan: deliveries.planName,
      mealOption: deliveries.mealOption,
      status: deliveries.status,
      missedReason: deliveries.missedReason,
      dishId: deliveries.dishId,
      dishName: dishes.name,
      dishDiet: dishes.diet,
      dishChoice: deliveries.dishChoice,
      dishConflicts: deliveries.dishConflicts,
      avoids: users.avoids,
      pin: deliveries.pin,
      area: deliveries.area,
      slot: subscriptions.slot,
      address: sql<StoredAddress>`coalesce(${deliveries.address}, ${subscriptions.address})`,
      name: users.name,
      phone: users.phone,
      paymentMode: subscriptions.paymentMode,
      paymentStatus: subscriptions.paymentStatus,
      orderStatus: subscriptions.status,
      totalPrice: subscriptions.totalPrice,
      cashDue: subscriptions.cashDue,
      collectedOn: collections.deliveryId,
      collectedAmount: collections.amount,
      collectedAt: collections.collectedAt,
    })
    .from(deliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(dishes, eq(dishes.id, deliveries.dishId))
    .leftJoin(collections, eq(collections.subscriptionId, deliveries.subscriptionId))
    .where(cookedMeals(query, where))
    .orderBy(...RUN_SHEET_ORDER)
    .limit(limit);
}

/** After this key in run sheet order. */
export const afterKey = (key: RunSheetCursor) =>
  sql`(${deliveries.pin}, ${deliveries.area}, ${deliveries.id}) > (${key.pin}, ${key.area}, ${key.id}::uuid)`;

/**
 * The door a meal goes to, as the run sheet sorts it (PIN, then post office and house line,
 * trimmed and lower-cased: migration 0010): two orders at one door share it, and one stop is
 * made there (issue 25 point 8, `groupStops`).
 */
export const doorOf = (row: { pin: string; area: string }) => `${row.pin}\u0001${row.area}`;

/**
 * One page of a date and slot's run sheet: the meals to take out (a skipped or cancelled one is
 * not on it), by PIN, then area, then id, so a rider's round is the same every time it loads.
 * Keyset paging on `deliveries_run_sheet` (date, slot, pin, area, id): each page is an index range
 * read, however deep, and a delivery marked between pages is neither lost nor repeated. A page
 * ends at a door's last meal, running past `limit` when it must, so a stop (every meal for one
 * door) is never split between pages. A delivery sent to its own address shows that address.
 */
export async function runSheetPage(
  db: Db,
  query: RunSheetQuery & { limit: number; after: RunSheetCursor | null },
) {
  const { after } = query;
  // One more than asked says whether another page follows, so the last page says so itself.
  const rows = await runSheetRows(db, query, after ? afterKey(after) : undefined, query.limit + 1);
  let page = rows.slice(0, query.limit);
  let more = rows.length > query.limit;
  const cut = page.at(-1);
  const next = rows[query.limit];
  if (cut && next && doorOf(cut) === doorOf(next)) {
    // The page would end inside a stop: take the rest of that door's meals, and look past them.
    const rest = await runSheetRows(
      db,
      query,
      and(eq(deliveries.pin, cut.pin), eq(deliveries.area, cut.area), afterKey(toKey(cut))),
      MAX_DOOR_MEALS,
    );
    page = [...page, ...rest];
    const end = page.at(-1) ?? cut;
    more = (await runSheetRows(db, query, afterKey(toKey(end)), 1)).length > 0;
  }
  const last = page.at(-1);
  const nextCursor = more && last ? encodeRunSheetCursor(toKey(last)) : null;
  return {
    deliveries: page.map((r) => ({
      deliveryId: r.deliveryId,
      subscriptionId: r.subscriptionId,
      orderNumber: orderNumber(r.subscriptionId),
      door: doorOf(r),
      customer: r.name ?? 'User Deleted',
      phone: r.phone ?? 'No Phone',
      address: r.address,
      fullAddress: addressOneLine(r.address),
      mapsUrl: mapsUrl(r.address),
      plan: r.plan,
      mealOption: r.mealOption,
      slot: r.slot,
      status: r.status,
      missedReason: r.missedReason,
      // The dish this meal is (null while no menu is planned) and what the customer avoids, so
      // the stop names its dishes and flags allergies (issue 26 point 6).
      dish:
        r.dishId !== null && r.dishName !== null && r.dishDiet !== null
          ? { _id: r.dishId, name: r.dishName, diet: r.dishDiet }
          : null,
      dishChoice: r.dishChoice,
      dishConflicts: r.dishConflicts ?? [],
      avoids: r.avoids ?? [],
      cash: cashOf(r),
    })),
    nextCursor,
    /** The key to read the next page after, for a reader that does not need it opaque. */
    lastKey: more && last ? toKey(last) : null,
  };
}

/** A door's meals read at once to finish a page: far more than any door takes in one slot. */
const MAX_DOOR_MEALS = 10_000;

const toKey = (r: { pin: string; area: string; deliveryId: string }): RunSheetCursor => ({
  pin: r.pin,
  area: r.area,
  id: r.deliveryId,
});
