import { randomUUID } from 'node:crypto';
import { compareIsoDates, todayInIndia } from '@fitthali/domain/dates';
import {
  endDateOf,
  type PauseWindow,
  type ProblemKind,
  planStateOn,
  type Schedule,
  type ScheduleChange,
} from '@fitthali/domain/delivery-schedule';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { executeNamed } from '../db/prepared.ts';
import { appSettings } from '../db/schema/app-settings.ts';
import type { Actor } from '../db/schema/columns.ts';
import { deliveries, orderEvents, pauses } from '../db/schema/deliveries.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { HttpError } from '../http-error.ts';
import { notifyDishConflicts } from '../menus/notify-dish-conflicts.ts';
import { resolveDishes } from '../menus/resolve-dishes.ts';
import type { Subscription } from '../orders/create-subscription.ts';
import {
  DELIVERY_SETTINGS_KEY,
  type StoredDeliverySettings,
  storedSettingsFrom,
} from './delivery-settings.ts';

/** A delivery as the schedule rules see it; the run sheet's sort key (`pin`, `area`) is kept by
 * the database's triggers (migration 0010), so no change here writes or reads it. */
export type DeliveryRow = Omit<typeof deliveries.$inferSelect, 'pin' | 'area'>;
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

/**
 * The same lock for a skip or unskip, which knows only the delivery: its order is found and locked
 * in one statement (one round trip fewer; issue 13's scale figures in docs/performance.md).
 * Undefined when the delivery is not one of `ownerId`'s.
 */
export async function lockOrderOfDelivery(
  tx: Db,
  deliveryId: string,
  ownerId: string | null,
): Promise<OrderSchedule | undefined> {
  // Plain SQL and the row as JSON: Drizzle's query building and row mapping were a tenth of a
  // skip's server time, and this runs on every skip.
  const owner = ownerId === null ? sql`` : sql` and s.user_id = ${ownerId}`;
  const result = await executeNamed<{ rows: { sub: Record<string, unknown> }[] }>(
    tx,
    ownerId === null ? 'lock_order_of_delivery' : 'lock_own_order_of_delivery',
    sql`
    select row_to_json(s) as sub from ${subscriptions} s
    where s.id = (select subscription_id from ${deliveries} where id = ${deliveryId})${owner}
    for update`,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const sub: Subscription = rowFromJson(subscriptions, row.sub);
  return { sub, ...(await readSchedule(tx, sub.id)) };
}

/**
 * A row of `table` as `row_to_json` or `json_agg` gives it (column names, timestamps as text): each
 * column under its property name, timestamps as `Date`, less the columns named in `omit`.
 */
function rowFromJson<T extends PgTable, O extends keyof T['$inferSelect'] = never>(
  table: T,
  r: Record<string, unknown>,
  omit: readonly O[] = [],
): Omit<T['$inferSelect'], O> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if ((omit as readonly string[]).includes(key)) continue;
    const value = r[column.name];
    row[key] =
      column.columnType === 'PgTimestamp' && value !== null ? new Date(String(value)) : value;
  }
  return row as Omit<T['$inferSelect'], O>;
}

interface ScheduleJson {
  items: Record<string, unknown>[];
  pauses: Record<string, unknown>[];
  settings: string | null;
}

/**
 * The order's deliveries (Lunch before Dinner on a day, as the kitchen cooks them), its open pauses
 * and the delivery settings, in one round trip: a change runs in a transaction holding the order's
 * lock, so every round trip is time the lock is held. It runs after the lock is taken, in a
 * statement of its own, so it sees what the change before it committed.
 */
async function readSchedule(db: Db, subscriptionId: string) {
  const result = await executeNamed<{ rows: ScheduleJson[] }>(
    db,
    'order_schedule',
    sql`
    select
      (select coalesce(json_agg(d order by d.date, d.slot = 'Dinner'), '[]'::json)
        from ${deliveries} d where d.subscription_id = ${subscriptionId}) as items,
      (select coalesce(json_agg(p order by p.from_date), '[]'::json)
        from ${pauses} p where p.subscription_id = ${subscriptionId} and p.resumed_at is null)
        as pauses,
      (select value from ${appSettings} where key = ${DELIVERY_SETTINGS_KEY}) as settings`,
  );
  const row = result.rows[0];
  return {
    items: (row?.items ?? []).map((r): DeliveryRow => rowFromJson(deliveries, r, ['pin', 'area'])),
    pauses: (row?.pauses ?? []).map((r): PauseRow => rowFromJson(pauses, r)),
    settings: storedSettingsFrom(row?.settings),
  };
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
 * Writes a change the schedule rules worked out, sets the order's `delivery_dates` (the spec's
 * field, now the days of its deliveries not skipped) and records who did it, all in one statement
 * (data-modifying CTEs; the one-meal-per-slot constraint is checked at commit, so makeups may trade
 * days). Answers the order as it now stands, worked out from the order read under the lock and the
 * change, so no second read is needed.
 */
export async function writeScheduleChange(
  tx: Db,
  order: OrderSchedule,
  change: ScheduleChange,
  who: ChangeActor,
  event: { action: string; deliveryId?: string | null; detail?: Record<string, unknown> },
): Promise<OrderSchedule> {
  const now = new Date();
  const { sub } = order;
  const created: DeliveryRow[] = change.creates.map((item) => ({
    id: randomUUID(),
    subscriptionId: sub.id,
    date: item.date,
    slot: item.slot,
    status: 'scheduled',
    makeup: true,
    pauseId: null,
    planName: sub.planName,
    mealOption: sub.mealOption,
    address: null,
    missedReason: null,
    dishId: null,
    dishChoice: null,
    dishConflicts: null,
    updatedAt: now,
  }));
  const after = scheduleAfter(order, change, created, now);
  const { updates } = change;
  const stamp = now.toISOString();
  const detail = JSON.stringify({ ...event.detail, endDate: change.endDate });
  // Unchanged days (a dinner skipped on a day whose lunch stays) leave the order row alone.
  const datesChanged = !sameDates(after.sub.deliveryDates, sub.deliveryDates);
  const dates = !datesChanged
    ? sql``
    : sql`, dates as (
      update ${subscriptions} set delivery_dates = ${list(after.sub.deliveryDates)}::date[]
      where id = ${sub.id}
    )`;
  await executeNamed(
    tx,
    datesChanged ? 'schedule_change_dates' : 'schedule_change',
    sql`
    with removed as (
      delete from ${deliveries} where id = any(${list(change.removes)}::uuid[])
    ), updated as (
      update ${deliveries} d
      set date = u.date, status = u.status, pause_id = u.pause_id, updated_at = ${stamp}::timestamptz
      from unnest(${list(updates.map((u) => u.id))}::uuid[],
        ${list(updates.map((u) => u.date))}::date[], ${list(updates.map((u) => u.status))}::text[],
        ${list(updates.map((u) => u.pauseId))}::uuid[])
        as u(id, date, status, pause_id)
      where d.id = u.id
    ), created as (
      insert into ${deliveries}
        (id, subscription_id, date, slot, status, makeup, plan_name, meal_option, updated_at)
      select c.id, ${sub.id}, c.date, c.slot, 'scheduled', true, ${sub.planName}, ${sub.mealOption},
        ${stamp}::timestamptz
      from unnest(${list(created.map((c) => c.id))}::uuid[],
        ${list(created.map((c) => c.date))}::date[], ${list(created.map((c) => c.slot))}::text[])
        as c(id, date, slot)
    )${dates}
    insert into ${orderEvents}
      (subscription_id, delivery_id, actor, actor_id, action, detail, reason, created_at)
    values (${sub.id}, ${event.deliveryId ?? null}, ${who.actor}, ${who.actorId}, ${event.action},
      ${detail}::jsonb, ${who.reason ?? null}, ${stamp}::timestamptz)`,
  );
  // A new makeup or a meal moved to another date serves that date's menu.
  const moved = [
    ...created.map((c) => c.id),
    ...updates.filter((u) => u.status === 'scheduled').map((u) => u.id),
  ];
  if (moved.length > 0) {
    await notifyDishConflicts(tx, await resolveDishes(tx, { deliveryIds: moved }), now);
  }
  return after;
}

/** An array as one parameter (Drizzle's template would spread a bare array into a list). */
const list = (values: readonly (string | null)[]) => sql.param(values);

/** The order once a change is written: rows removed, moved and added, dates recomputed. */
function scheduleAfter(
  order: OrderSchedule,
  change: ScheduleChange,
  created: DeliveryRow[],
  now: Date,
): OrderSchedule {
  const removed = new Set(change.removes);
  const updates = new Map(change.updates.map((u) => [u.id, u]));
  const items = order.items
    .filter((row) => !removed.has(row.id))
    .map((row) => {
      const u = updates.get(row.id);
      return u
        ? { ...row, date: u.date, status: u.status, pauseId: u.pauseId, updatedAt: now }
        : row;
    })
    .concat(created)
    // As readSchedule orders them: by day, Lunch before Dinner.
    .sort(
      (a, b) =>
        compareIsoDates(a.date, b.date) ||
        Number(a.slot === 'Dinner') - Number(b.slot === 'Dinner'),
    );
  return { ...order, sub: { ...order.sub, deliveryDates: deliveryDatesOf(items) }, items };
}

/** The order's `delivery_dates`: every day with a delivery not skipped, in order. */
export function deliveryDatesOf(items: readonly Pick<DeliveryRow, 'date' | 'status'>[]): string[] {
  const days = new Set<string>();
  for (const item of items) if (item.status !== 'skipped') days.add(item.date);
  return [...days].sort(compareIsoDates);
}

function sameDates(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((day, i) => day === b[i]);
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
