import { CREDIT_MSG } from '@fitthali/domain/credit-messages';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { canReportMissed } from '@fitthali/domain/missed-reports';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mealAndCustomer } from '../db/queries/meal-and-customer.ts';
import { missedReports } from '../db/schema/credits.ts';
import { deliveries, orderEvents } from '../db/schema/deliveries.ts';
import { subscriptions } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { loadDeliverySettings } from '../deliveries/delivery-settings.ts';
import { markDeliveryWithin } from '../deliveries/mark-deliveries.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';
import type { MissedCredit } from './delivery-credits.ts';

export type MissedReport = typeof missedReports.$inferSelect;

/** A report over the API. */
export function reportView(report: MissedReport) {
  return {
    _id: report.id,
    deliveryId: report.deliveryId,
    subscriptionId: report.subscriptionId,
    status: report.status,
    reason: report.reason,
    decisionReason: report.decisionReason,
    createdAt: report.createdAt,
    decidedAt: report.decidedAt,
  };
}

/**
 * The customer says a meal marked delivered never came: only their own, only a delivered one,
 * only until 24 hours after its window. Saying it again while it waits answers the same report.
 */
export async function reportMissed(
  db: Db,
  input: { deliveryId: string; userId: string; reason: string | null; now: Date },
): Promise<MissedReport> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .select({
        id: deliveries.id,
        date: deliveries.date,
        slot: deliveries.slot,
        status: deliveries.status,
        subscriptionId: deliveries.subscriptionId,
      })
      .from(deliveries)
      .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
      .where(and(eq(deliveries.id, input.deliveryId), eq(subscriptions.userId, input.userId)))
      .for('update', { of: deliveries });
    if (!row) throw new HttpError(404, DELIVERY_MSG.deliveryNotFound);
    const [existing] = await tx
      .select()
      .from(missedReports)
      .where(eq(missedReports.deliveryId, row.id));
    if (existing) {
      if (existing.status === 'pending') return existing;
      throw new HttpError(409, CREDIT_MSG.reportAlreadyDecided);
    }
    if (row.status !== 'delivered') throw new HttpError(409, CREDIT_MSG.reportNotDelivered);
    const { slots } = await loadDeliverySettings(tx);
    if (!canReportMissed(row, input.now, slots)) {
      throw new HttpError(409, CREDIT_MSG.reportTooLate);
    }
    const [report] = await tx
      .insert(missedReports)
      .values({
        deliveryId: row.id,
        subscriptionId: row.subscriptionId,
        userId: input.userId,
        reason: input.reason,
        createdAt: input.now,
      })
      .returning();
    if (!report) throw new Error('insert returned no report');
    await tx.insert(orderEvents).values({
      subscriptionId: row.subscriptionId,
      deliveryId: row.id,
      actor: 'customer',
      actorId: input.userId,
      action: 'missed-reported',
      detail: { date: row.date, slot: row.slot },
      reason: input.reason,
      createdAt: input.now,
    });
    return report;
  });
}

/**
 * An admin answers a report: accepted, the meal becomes missed and earns its credit in the same
 * transaction; rejected, the customer reads the reason. A report is answered once; the same
 * answer again is answered as done, a different one is refused.
 */
export async function decideReport(
  db: Db,
  input: { reportId: string; accept: boolean; who: ChangeActor; now: Date },
): Promise<{ report: MissedReport; credit: MissedCredit | null }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [report] = await tx
      .select()
      .from(missedReports)
      .where(eq(missedReports.id, input.reportId))
      .for('update');
    if (!report) throw new HttpError(404, CREDIT_MSG.reportNotFound);
    const status = input.accept ? 'accepted' : 'rejected';
    if (report.status !== 'pending') {
      if (report.status === status) return { report, credit: null };
      throw new HttpError(409, CREDIT_MSG.reportAlreadyDecided);
    }
    const reason = input.who.reason ?? null;
    let credit: MissedCredit | null = null;
    if (input.accept) {
      ({ credit } = await markDeliveryWithin(
        tx,
        report.deliveryId,
        'missed',
        { ...input.who, reason: report.reason ?? 'Reported missed by the customer' },
        input.now,
      ));
    }
    const [decided] = await tx
      .update(missedReports)
      .set({
        status,
        decidedAt: input.now,
        decidedBy: input.who.actorId,
        decisionReason: reason,
      })
      .where(eq(missedReports.id, report.id))
      .returning();
    await tx.insert(orderEvents).values({
      subscriptionId: report.subscriptionId,
      deliveryId: report.deliveryId,
      actor: input.who.actor,
      actorId: input.who.actorId,
      action: input.accept ? 'report-accepted' : 'report-rejected',
      detail: {},
      reason,
      createdAt: input.now,
    });
    return { report: decided ?? report, credit };
  });
}

/** The reports of some deliveries (one order's page), by delivery id. */
export async function reportsOfOrder(db: Db, subscriptionId: string) {
  const rows = await db
    .select()
    .from(missedReports)
    .where(eq(missedReports.subscriptionId, subscriptionId));
  return new Map(rows.map((row) => [row.deliveryId, row]));
}

/** The admin's list: reports in one status, newest first, with the meal and the customer. */
export async function listReports(db: Db, status: MissedReport['status']) {
  const rows = await db
    .select({ report: missedReports, ...mealAndCustomer })
    .from(missedReports)
    .innerJoin(deliveries, eq(deliveries.id, missedReports.deliveryId))
    .innerJoin(subscriptions, eq(subscriptions.id, missedReports.subscriptionId))
    .leftJoin(users, eq(users.id, missedReports.userId))
    .where(inArray(missedReports.status, [status]))
    .orderBy(desc(missedReports.createdAt), desc(missedReports.id))
    .limit(200);
  return rows.map((row) => ({
    ...reportView(row.report),
    date: row.date,
    slot: row.slot,
    plan: row.plan,
    customer: { name: row.customer?.name ?? null, phone: row.customer?.phone ?? null },
  }));
}
