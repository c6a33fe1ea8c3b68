import type { IsoDate } from '@fitthali/domain/dates';
import {
  type SubscriptionState,
  type SubscriptionStatus,
  subscriptionStateOn,
} from '@fitthali/domain/subscription-status';
import { and, asc, eq, gte, inArray, isNull, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pauses } from '../db/schema/deliveries.ts';
import { subscriptions } from '../db/schema/orders.ts';
import type { Subscription } from './create-subscription.ts';
import type { MealCounts } from './plan-meals.ts';

type PauseRow = typeof pauses.$inferSelect;

/** The pause a list shows for each order: the first one not resumed that is under way or ahead. */
export async function pausesAhead(
  db: Db,
  ids: readonly string[],
  today: IsoDate,
): Promise<Map<string, PauseRow>> {
  const found = new Map<string, PauseRow>();
  if (ids.length === 0) return found;
  const rows = await db
    .select()
    .from(pauses)
    .where(
      and(
        inArray(pauses.subscriptionId, [...ids]),
        isNull(pauses.resumedAt),
        gte(pauses.untilDate, today),
      ),
    )
    .orderBy(asc(pauses.fromDate));
  for (const row of rows) if (!found.has(row.subscriptionId)) found.set(row.subscriptionId, row);
  return found;
}

/**
 * What a list adds to an order (decision 76): `state` (its stored status, with an active order
 * inside a pause shown as paused), its pause still ahead or under way, and `endDate`: the day of
 * its last meal neither skipped nor cancelled, read from its deliveries (`meals`, from
 * `mealCounts`) as the plan page reads it, so a plan cancelled mid-way ends on its last meal still
 * coming, not on the last day it was bought for (decision 152); null when every meal was
 * cancelled. An order with no deliveries yet (unpaid) ends on the last day it was bought for.
 */
export function orderState(
  sub: Subscription,
  pause: PauseRow | undefined,
  today: IsoDate,
  meals: Pick<MealCounts, 'lastMeal'> | undefined,
) {
  const window = pause ? { from: pause.fromDate, until: pause.untilDate } : null;
  return {
    state: subscriptionStateOn(sub.status, window, today),
    endDate: meals ? meals.lastMeal : (sub.deliveryDates.at(-1) ?? null),
    pause: pause
      ? { _id: pause.id, from: pause.fromDate, until: pause.untilDate, openEnded: pause.openEnded }
      : null,
  };
}

/** The orders inside a pause today, as a subquery (the pauses table is small and indexed). */
function pausedToday(db: Db, today: IsoDate) {
  return db
    .select({ id: pauses.subscriptionId })
    .from(pauses)
    .where(
      and(isNull(pauses.resumedAt), lte(pauses.fromDate, today), gte(pauses.untilDate, today)),
    );
}

/**
 * The admin lists' filter by what they show: paused and active split the stored 'active' by the
 * pauses under way; every other state is the stored status, read through its index.
 */
export function stateFilter(db: Db, state: SubscriptionState | undefined, today: IsoDate) {
  if (!state) return undefined;
  const running = eq(subscriptions.status, 'active');
  if (state === 'paused') return and(running, inArray(subscriptions.id, pausedToday(db, today)));
  if (state === 'active') return and(running, notInArray(subscriptions.id, pausedToday(db, today)));
  return eq(subscriptions.status, state satisfies SubscriptionStatus) as SQL;
}
