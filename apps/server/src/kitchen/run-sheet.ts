import { addressOneLine } from '@fitthali/domain/address-line';
import { cashToCollect } from '@fitthali/domain/cash-collection';
import type { KitchenSlot } from '@fitthali/domain/plans';
import { encodeRunSheetCursor, type RunSheetCursor } from '@fitthali/domain/schemas/admin-kitchen';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { collections } from '../db/schema/collections.ts';
import { deliveries } from '../db/schema/deliveries.ts';
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

/**
 * One page of a date and slot's run sheet: the meals to take out (a skipped or cancelled one is
 * not on it), by PIN, then area, then id, so a rider's round is the same every time it loads.
 * Keyset paging on `deliveries_run_sheet` (date, slot, pin, area, id): each page is an index range
 * read, however deep, and a delivery marked between pages is neither lost nor repeated.
 * A delivery sent to its own address shows that address.
 */
export async function runSheetPage(
  db: Db,
  query: { date: string; slot: KitchenSlot; limit: number; after: RunSheetCursor | null },
) {
  const { after } = query;
  const rows = await db
    .select({
      deliveryId: deliveries.id,
      subscriptionId: deliveries.subscriptionId,
      plan: deliveries.planName,
      mealOption: deliveries.mealOption,
      status: deliveries.status,
      missedReason: deliveries.missedReason,
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
    .leftJoin(collections, eq(collections.subscriptionId, deliveries.subscriptionId))
    .where(
      and(
        eq(deliveries.date, query.date),
        eq(deliveries.slot, query.slot),
        // Spelled as the partial index's predicate, so the planner can use it.
        inArray(deliveries.status, [...COOKED_STATUSES]),
        after
          ? sql`(${deliveries.pin}, ${deliveries.area}, ${deliveries.id}) > (${after.pin}, ${after.area}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(deliveries.pin), asc(deliveries.area), asc(deliveries.id))
    // One more than asked says whether another page follows, so the last page says so itself.
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeRunSheetCursor({ pin: last.pin, area: last.area, id: last.deliveryId })
      : null;
  return {
    deliveries: page.map((r) => ({
      deliveryId: r.deliveryId,
      subscriptionId: r.subscriptionId,
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
      cash: cashOf(r),
    })),
    nextCursor,
    /** The key to read the next page after, for a reader that does not need it opaque. */
    lastKey: last ? { pin: last.pin, area: last.area, id: last.deliveryId } : null,
  };
}
