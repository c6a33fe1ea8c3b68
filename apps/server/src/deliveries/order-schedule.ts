import { compareIsoDates, todayInIndia } from '@fitthali/domain/dates';
import {
  endDateOf,
  type PauseWindow,
  type ProblemKind,
  planStateOn,
  type Schedule,
  type ScheduleChange,
} from '@fitthali/domain/delivery-schedule';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type Actor, deliveries, orderEvents, pauses } from '../db/schema/deliveries.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { HttpError } from '../http-error.ts';
import type { Subscription } from '../orders/create-subscription.ts';
import { loadDeliverySettings, type StoredDeliverySettings } from './delivery-settings.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type PauseRow = typeof pauses.$inferSelect;

/** An order with its deliveries and open pauses, read under the order's row lock. */
export interface OrderSchedule {
  sub: Subscription;
  items: DeliveryRow[];
  pauses: PauseRow[];
  settings: StoredDeliverySettings;
}

/** Who asks for a change, for the order's audit trail. */
export interface ChangeActor {
  actor: Actor;
  actorId: string | null;
  reason?: string | null;
}

/**
 * Reads an order for a change, locking its row first: every change to one order's deliveries (a
 * skip, a pause, a cancel) takes this lock, so two at once run one after the other and the second
 * sees what the first did. `ownerId` limits it to that customer's orders.
 */
export function lockOrderSchedule(tx: Db, subscriptionId: string, ownerId: string | null) {
  return loadOrderSchedule(tx, subscriptionId, ownerId, true);
}

/** The same read without the lock, for answers. */
export function readOrderSchedule(db: Db, subscriptionId: string, ownerId: string | null) {
  return loadOrderSchedule(db, subscriptionId, ownerId, false);
}

async function loadOrderSchedule(
  db: Db,
  subscriptionId: string,
  ownerId: string | null,
  lock: boolean,
): Promise<OrderSchedule | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      ownerId === null
        ? eq(subscriptions.id, subscriptionId)
        : and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, ownerId)),
    );
  const [sub] = lock ? await query.for('update') : await query;
  if (!sub) return undefined;
  return { sub, ...(await readSchedule(db, sub.id)) };
}

async function readSchedule(db: Db, subscriptionId: string) {
  const [items, open, settings] = await Promise.all([
    db
      .select()
      .from(deliveries)
      .where(eq(deliveries.subscriptionId, subscriptionId))
      // Lunch before dinner on a day, as the kitchen cooks them.
      .orderBy(asc(deliveries.date), sql`${deliveries.slot} = 'Dinner'`),
    db
      .select()
      .from(pauses)
      .where(and(eq(pauses.subscriptionId, subscriptionId), isNull(pauses.resumedAt)))
      .orderBy(asc(pauses.fromDate)),
    loadDeliverySettings(db),
  ]);
  return { items, pauses: open, settings };
}

export function pauseWindows(rows: readonly PauseRow[]): PauseWindow[] {
  return rows.map((row) => ({ id: row.id, from: row.fromDate, until: row.untilDate }));
}

/** The order as the domain's schedule rules see it. */
export function toSchedule(order: OrderSchedule): Schedule {
  let originalLastDate = order.sub.startDate;
  for (const item of order.items) {
    if (!item.makeup && compareIsoDates(item.date, originalLastDate) > 0) {
      originalLastDate = item.date;
    }
  }
  return {
    items: order.items.map((item) => ({
      id: item.id,
      date: item.date,
      slot: item.slot,
      status: item.status,
      makeup: item.makeup,
      pauseId: item.pauseId,
    })),
    pauses: pauseWindows(order.pauses),
    selectedDays: order.sub.selectedDays,
    originalLastDate,
    settings: order.settings.slots,
    limitDays: order.settings.extensionLimitDays,
  };
}

/** Only a confirmed plan that still has meals to come can be changed. */
export function assertChangeable(order: OrderSchedule, message: string): void {
  if (order.sub.status !== 'active') throw new HttpError(409, message);
}

const STATUS_OF: Record<ProblemKind, number> = {
  'not-found': 404,
  status: 409,
  cutoff: 409,
  limit: 409,
  overlap: 409,
  invalid: 400,
};

/** A refusal from the schedule rules, as the HTTP answer the screen shows. */
export class ScheduleRefusal extends HttpError {
  constructor(
    readonly kind: ProblemKind,
    problem: string,
  ) {
    super(STATUS_OF[kind], problem);
  }
}

export function refusal(kind: ProblemKind, problem: string): ScheduleRefusal {
  return new ScheduleRefusal(kind, problem);
}

/**
 * Writes a change the schedule rules worked out, refreshes the order's `delivery_dates` (the
 * spec's field, now the days of its deliveries not skipped) and records who did it.
 */
export async function writeScheduleChange(
  tx: Db,
  order: OrderSchedule,
  change: ScheduleChange,
  who: ChangeActor,
  event: { action: string; deliveryId?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  const now = new Date();
  const { sub } = order;
  if (change.removes.length > 0) {
    await tx.delete(deliveries).where(inArray(deliveries.id, change.removes));
  }
  for (const update of change.updates) {
    await tx
      .update(deliveries)
      .set({ date: update.date, status: update.status, pauseId: update.pauseId, updatedAt: now })
      .where(eq(deliveries.id, update.id));
  }
  if (change.creates.length > 0) {
    await tx.insert(deliveries).values(
      change.creates.map((created) => ({
        subscriptionId: sub.id,
        date: created.date,
        slot: created.slot,
        status: 'scheduled' as const,
        makeup: true,
        planName: sub.planName,
        mealOption: sub.mealOption,
        updatedAt: now,
      })),
    );
  }
  await refreshDeliveryDates(tx, sub.id);
  await tx.insert(orderEvents).values({
    subscriptionId: sub.id,
    deliveryId: event.deliveryId ?? null,
    actor: who.actor,
    actorId: who.actorId,
    action: event.action,
    detail: { ...event.detail, endDate: change.endDate },
    reason: who.reason ?? null,
    createdAt: now,
  });
}

/** The order's `delivery_dates`: every day with a delivery not skipped, in order. */
export async function refreshDeliveryDates(tx: Db, subscriptionId: string): Promise<void> {
  await tx.execute(sql`
    update subscriptions set delivery_dates = coalesce((
      select array_agg(distinct d.date order by d.date)
      from deliveries d
      where d.subscription_id = ${subscriptionId} and d.status <> 'skipped'
    ), '{}')
    where id = ${subscriptionId}`);
}

/** Where the plan stands today: the stored status, with active split into paused and completed. */
export function planStatus(order: Pick<OrderSchedule, 'sub' | 'items' | 'pauses'>, now: Date) {
  if (order.sub.status !== 'active' || order.items.length === 0) return order.sub.status;
  return planStateOn(order.items, pauseWindows(order.pauses), todayInIndia(now));
}

export function endDateOfOrder(order: Pick<OrderSchedule, 'sub' | 'items'>) {
  return endDateOf(order.items) ?? order.sub.deliveryDates.at(-1) ?? order.sub.startDate;
}

/** The pause still ahead or under way (an open pause past its own end has resumed by itself). */
export function currentPause(
  order: Pick<OrderSchedule, 'pauses'>,
  now: Date,
): PauseRow | undefined {
  const today = todayInIndia(now);
  return order.pauses.find((pause) => compareIsoDates(pause.untilDate, today) >= 0);
}
