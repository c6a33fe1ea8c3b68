import { randomUUID } from 'node:crypto';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import {
  pausePlan,
  resumePlan,
  skipDelivery,
  unskipDelivery,
} from '@fitthali/domain/delivery-schedule';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pauses } from '../db/schema/deliveries.ts';
import { HttpError } from '../http-error.ts';
import { notifyScheduleChange } from '../notifications/events.ts';
import {
  assertChangeable,
  type ChangeActor,
  currentPause,
  lockOrderOfDelivery,
  lockOrderSchedule,
  type OrderSchedule,
  readOrderSchedule,
  refusal,
  toSchedule,
  writeScheduleChange,
} from './order-schedule.ts';

export interface ChangeRequest extends ChangeActor {
  /** Only this customer's orders; null for an admin. */
  ownerId: string | null;
  /** An admin's override of the cut-off (the route makes sure a reason comes with it). */
  overrideCutOff?: boolean;
  now?: Date;
}

function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

async function orderOfDelivery(tx: Db, deliveryId: string, ownerId: string | null) {
  const order = await lockOrderOfDelivery(tx, deliveryId, ownerId);
  if (!order) throw new HttpError(404, DELIVERY_MSG.deliveryNotFound);
  return order;
}

/** Locks one of the orders the request may change, refusing one that is no longer active. */
export async function lockActiveOrder(tx: Db, subscriptionId: string, request: ChangeRequest) {
  const order = await lockOrderSchedule(tx, subscriptionId, request.ownerId);
  if (!order) throw new HttpError(404, MSG.orderNotFound);
  assertChangeable(order, DELIVERY_MSG.planNotActive);
  return order;
}

async function reread(tx: Db, order: OrderSchedule): Promise<OrderSchedule> {
  const after = await readOrderSchedule(tx, order.sub.id, null);
  if (!after) throw new Error('order vanished inside its own transaction');
  return after;
}

/** Skips or brings back one delivery (issue 13 point 3). */
export function changeDelivery(
  db: Db,
  action: 'skip' | 'unskip',
  deliveryId: string,
  request: ChangeRequest,
): Promise<{ order: OrderSchedule; deliveryId: string }> {
  return inTransaction(db, async (tx) => {
    const order = await orderOfDelivery(tx, deliveryId, request.ownerId);
    assertChangeable(order, DELIVERY_MSG.planNotActive);
    const rule = action === 'skip' ? skipDelivery : unskipDelivery;
    const outcome = rule(toSchedule(order), deliveryId, {
      now: request.now ?? new Date(),
      overrideCutOff: request.overrideCutOff,
    });
    if (!outcome.ok) throw refusal(outcome.kind, outcome.problem);
    const item = order.items.find((row) => row.id === deliveryId);
    // A skip touches only deliveries, so the order as written is the answer (no second read).
    const after = await writeScheduleChange(tx, order, outcome.change, request, {
      action,
      deliveryId,
      detail: { date: item?.date, slot: item?.slot },
    });
    // Skip and bring back are told alike (decision 135): each changes what comes and when the
    // plan ends. Keyed by the makeup meal the change added or removed, which is new every time.
    const makeup =
      action === 'skip'
        ? after.items.find((row) => !order.items.some((before) => before.id === row.id))?.id
        : outcome.change.removes[0];
    await notifyScheduleChange(
      tx,
      after,
      {
        kind: action === 'skip' ? 'delivery-skipped' : 'delivery-unskipped',
        key: `${deliveryId}:${item?.date}:${makeup ?? action}`,
        data: { date: item?.date && formatIndiaDate(item.date), slot: item?.slot },
      },
      request.now ?? new Date(),
    );
    return { order: after, deliveryId };
  });
}

/** Pauses an order from a day until a day, or until resumed (issue 13 point 3). */
export function pauseOrder(
  db: Db,
  subscriptionId: string,
  body: { from: string; until?: string | null },
  request: ChangeRequest,
): Promise<OrderSchedule> {
  return inTransaction(db, async (tx) => {
    const order = await lockActiveOrder(tx, subscriptionId, request);
    const pauseId = randomUUID();
    const until = body.until ?? null;
    const outcome = pausePlan(
      toSchedule(order),
      { pauseId, from: body.from, until },
      { now: request.now ?? new Date(), overrideCutOff: request.overrideCutOff },
    );
    if (!outcome.ok) throw refusal(outcome.kind, outcome.problem);
    await tx.insert(pauses).values({
      id: pauseId,
      subscriptionId,
      fromDate: body.from,
      untilDate: outcome.until,
      openEnded: until === null,
    });
    await writeScheduleChange(tx, order, outcome.change, request, {
      action: 'pause',
      detail: { from: body.from, until: outcome.until, openEnded: until === null },
    });
    const paused = await reread(tx, order);
    await notifyScheduleChange(
      tx,
      paused,
      {
        kind: 'plan-paused',
        key: pauseId,
        data: { from: formatIndiaDate(body.from), until: until && formatIndiaDate(outcome.until) },
      },
      request.now ?? new Date(),
    );
    return paused;
  });
}

/** Ends the order's pause (issue 13 point 3). */
export function resumeOrder(
  db: Db,
  subscriptionId: string,
  request: ChangeRequest,
): Promise<OrderSchedule> {
  return inTransaction(db, async (tx) => {
    const order = await lockActiveOrder(tx, subscriptionId, request);
    const now = request.now ?? new Date();
    const pause = currentPause(order, now);
    if (!pause) throw new HttpError(409, DELIVERY_MSG.notPaused);
    const outcome = resumePlan(toSchedule(order), pause.id, {
      now,
      overrideCutOff: request.overrideCutOff,
    });
    if (!outcome.ok) throw refusal(outcome.kind, outcome.problem);
    await tx
      .update(pauses)
      .set({ untilDate: outcome.pauseUntil, resumedAt: now })
      .where(eq(pauses.id, pause.id));
    await writeScheduleChange(tx, order, outcome.change, request, {
      action: 'resume',
      detail: { from: pause.fromDate, pausedUntil: outcome.pauseUntil },
    });
    const resumed = await reread(tx, order);
    await notifyScheduleChange(tx, resumed, { kind: 'plan-resumed', key: pause.id, data: {} }, now);
    return resumed;
  });
}
