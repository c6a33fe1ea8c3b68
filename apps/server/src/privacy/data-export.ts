import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { addresses } from '../db/schema/addresses.ts';
import { creditEntries, missedReports } from '../db/schema/credits.ts';
import { deliveries, pauses } from '../db/schema/deliveries.ts';
import { dishes } from '../db/schema/dishes.ts';
import { invoices } from '../db/schema/invoices.ts';
import { contactMessages, newsletterSubscribers } from '../db/schema/messages.ts';
import { notificationPreferences, notifications } from '../db/schema/notifications.ts';
import { subscriptions, transactions } from '../db/schema/orders.ts';
import { mealRatings } from '../db/schema/ratings.ts';
import { refunds } from '../db/schema/refunds.ts';
import { users } from '../db/schema/users.ts';

/** Which version of the export's shape this is; raised when a field changes meaning. */
export const DATA_EXPORT_FORMAT = 1;

// Rows written in one transaction share their moment: the id settles their order, so two exports of
// the same data are the same file.

/**
 * Everything FitThali keeps about one customer, as they may take it away (India's Digital Personal
 * Data Protection Act, 2023, s. 11; decision 223). Every table is read by the customer's own id
 * (or, for what has none, their own orders or email), never joined to anyone else's rows. Left
 * out: the password hash and token version (secrets, not data about them), idempotency keys and
 * request hashes, retry bookkeeping, and which admin decided a report.
 */
export async function customerDataExport(db: Db, userId: string, now: Date) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      language: users.language,
      avoids: users.avoids,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;

  const orders = await db
    .select({
      id: subscriptions.id,
      planName: subscriptions.planName,
      slot: subscriptions.slot,
      mealOption: subscriptions.mealOption,
      duration: subscriptions.durationLabel,
      days: subscriptions.days,
      isTrial: subscriptions.isTrial,
      startDate: subscriptions.startDate,
      selectedDays: subscriptions.selectedDays,
      deliveryDates: subscriptions.deliveryDates,
      address: subscriptions.address,
      pricePerMeal: subscriptions.pricePerMeal,
      totalMeals: subscriptions.totalMeals,
      subtotal: subscriptions.subtotal,
      discount: subscriptions.discount,
      couponCode: subscriptions.couponCode,
      gstAmount: subscriptions.gstAmount,
      creditsSpent: subscriptions.creditsSpent,
      creditsValue: subscriptions.creditsValue,
      totalPrice: subscriptions.totalPrice,
      paymentMode: subscriptions.paymentMode,
      paymentStatus: subscriptions.paymentStatus,
      status: subscriptions.status,
      createdAt: subscriptions.createdAt,
      confirmedAt: subscriptions.confirmedAt,
      cancelledAt: subscriptions.cancelledAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  const orderIds = orders.map((o) => o.id);
  const ofOrders = <T>(read: (ids: string[]) => Promise<T[]>) =>
    orderIds.length === 0 ? Promise.resolve([] as T[]) : read(orderIds);

  const [
    savedAddresses,
    payments,
    meals,
    orderPauses,
    credits,
    reports,
    refundRows,
    invoiceRows,
    messages,
    preferences,
    ratings,
    contact,
    newsletter,
  ] = await Promise.all([
    db
      .select({
        id: addresses.id,
        at: addresses.at,
        po: addresses.po,
        dist: addresses.dist,
        pin: addresses.pin,
        lat: addresses.lat,
        lng: addresses.lng,
        createdAt: addresses.createdAt,
      })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.createdAt), asc(addresses.id)),
    db
      .select({
        id: transactions.id,
        orderId: transactions.subscriptionId,
        amount: transactions.amount,
        mode: transactions.mode,
        status: transactions.status,
        gateway: transactions.gateway,
        gatewayPaymentId: transactions.gatewayPaymentId,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .where(eq(transactions.userId, userId))
      .orderBy(asc(transactions.createdAt), asc(transactions.id)),
    ofOrders((ids) =>
      db
        .select({
          id: deliveries.id,
          orderId: deliveries.subscriptionId,
          date: deliveries.date,
          slot: deliveries.slot,
          status: deliveries.status,
          makeup: deliveries.makeup,
          planName: deliveries.planName,
          mealOption: deliveries.mealOption,
          dish: dishes.name,
          dishChoice: deliveries.dishChoice,
          address: deliveries.address,
          missedReason: deliveries.missedReason,
        })
        .from(deliveries)
        .leftJoin(dishes, eq(dishes.id, deliveries.dishId))
        .where(inArray(deliveries.subscriptionId, ids))
        .orderBy(asc(deliveries.date), asc(deliveries.slot), asc(deliveries.id)),
    ),
    ofOrders((ids) =>
      db
        .select({
          orderId: pauses.subscriptionId,
          fromDate: pauses.fromDate,
          untilDate: pauses.untilDate,
          openEnded: pauses.openEnded,
          resumedAt: pauses.resumedAt,
          createdAt: pauses.createdAt,
        })
        .from(pauses)
        .where(inArray(pauses.subscriptionId, ids))
        .orderBy(asc(pauses.createdAt), asc(pauses.id)),
    ),
    db
      .select({
        id: creditEntries.id,
        kind: creditEntries.kind,
        meals: creditEntries.meals,
        value: creditEntries.value,
        reason: creditEntries.reason,
        orderId: creditEntries.subscriptionId,
        deliveryId: creditEntries.deliveryId,
        createdAt: creditEntries.createdAt,
        expiresAt: creditEntries.expiresAt,
      })
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId))
      .orderBy(asc(creditEntries.createdAt), asc(creditEntries.id)),
    db
      .select({
        deliveryId: missedReports.deliveryId,
        orderId: missedReports.subscriptionId,
        reason: missedReports.reason,
        status: missedReports.status,
        createdAt: missedReports.createdAt,
        decidedAt: missedReports.decidedAt,
        decisionReason: missedReports.decisionReason,
      })
      .from(missedReports)
      .where(eq(missedReports.userId, userId))
      .orderBy(asc(missedReports.createdAt), asc(missedReports.id)),
    db
      .select({
        id: refunds.id,
        orderId: refunds.subscriptionId,
        amount: refunds.amount,
        status: refunds.status,
        reason: refunds.reason,
        gatewayRefundId: refunds.gatewayRefundId,
        createdAt: refunds.createdAt,
        processedAt: refunds.processedAt,
        creditedAt: refunds.creditedAt,
      })
      .from(refunds)
      .where(eq(refunds.userId, userId))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select({
        number: invoices.number,
        kind: invoices.kind,
        orderId: invoices.subscriptionId,
        amountPaise: invoices.amountPaise,
        issuedAt: invoices.issuedAt,
        details: invoices.facts,
      })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
    db
      .select({
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        orderId: notifications.subscriptionId,
        toEmail: notifications.toEmail,
        toPhone: notifications.toPhone,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db
      .select({
        email: notificationPreferences.email,
        whatsapp: notificationPreferences.whatsapp,
        reminders: notificationPreferences.reminders,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    db
      .select({
        deliveryId: mealRatings.deliveryId,
        dish: dishes.name,
        stars: mealRatings.stars,
        comment: mealRatings.comment,
        createdAt: mealRatings.createdAt,
        updatedAt: mealRatings.updatedAt,
      })
      .from(mealRatings)
      .leftJoin(dishes, eq(dishes.id, mealRatings.dishId))
      .where(eq(mealRatings.userId, userId))
      .orderBy(asc(mealRatings.createdAt), asc(mealRatings.deliveryId)),
    // The contact form asks for an email, not an account: what was sent from theirs is theirs.
    user.email
      ? db
          .select({
            name: contactMessages.name,
            message: contactMessages.message,
            createdAt: contactMessages.createdAt,
          })
          .from(contactMessages)
          .where(sql`lower(${contactMessages.email}) = lower(${user.email})`)
          .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
      : Promise.resolve([]),
    user.email
      ? db
          .select({ since: newsletterSubscribers.createdAt })
          .from(newsletterSubscribers)
          .where(and(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`))
      : Promise.resolve([]),
  ]);

  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: user,
    addresses: savedAddresses,
    preferences: {
      avoids: user.avoids,
      language: user.language,
      notifications: preferences[0] ?? null,
      newsletterSince: newsletter[0]?.since ?? null,
    },
    orders,
    payments,
    pauses: orderPauses,
    deliveries: meals,
    credits,
    missedReports: reports,
    refunds: refundRows,
    invoices: invoiceRows,
    messages,
    contactMessages: contact,
    ratings,
  };
}
