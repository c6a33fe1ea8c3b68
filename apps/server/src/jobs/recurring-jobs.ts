import type { FastifyInstance } from 'fastify';
import { pruneAttempts } from '../auth/throttle.ts';
import { expireCredits } from '../credits/credit-ledger.ts';
import { closePastDays } from '../deliveries/close-past-days.ts';
import { scheduleDueReminders } from '../notifications/reminders.ts';
import { sendDueNotifications } from '../notifications/send-notifications.ts';
import { expireUnpaidOrders } from '../orders/expire-unpaid-orders.ts';
import { retryDueRefunds } from '../refunds/send-refund.ts';
import { defineRecurring, type JobDefinition, type JobHandler } from './job-queue.ts';

const MINUTE = 60_000;

/**
 * The outbox is read every half minute, and each run sends until nothing is due or most of its
 * period has passed: a rush (a thousand orders in a minute) goes out as fast as the channels
 * answer, not 50 a period (decision 214), and runs seldom overlap (they may: rows are claimed).
 */
const SEND_PERIOD_MS = MINUTE / 2;
export const SEND_RUN_BUDGET_MS = 25_000;

// A failed run is retried soon; the next period runs again anyway, so few retries are needed.
const RETRY = { retryLimit: 2, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 300 };

/** Login throttle counters whose window ended long ago only cost space. */
export const pruneAuthFailures = defineRecurring('auth.prune-failures', 10 * MINUTE, RETRY);
/** An unpaid online order gives back its place, coupon use and trial once its time is up. */
export const expireUnpaid = defineRecurring('orders.expire-unpaid', MINUTE, RETRY);
/** Yesterday's meals not marked missed were delivered. */
export const closeDeliveryDays = defineRecurring('deliveries.close-past-days', 10 * MINUTE, RETRY);
/** Credits past their expiry get their `expired` entry; the balance already left them out. */
export const expireMealCredits = defineRecurring('credits.expire', 10 * MINUTE, RETRY);
/**
 * A refund whose gateway call failed, or that the gateway failed, is sent again with backoff until
 * its attempts run out (decision 90); that backoff is the refund's own, kept in its row.
 */
export const retryRefunds = defineRecurring('refunds.retry-due', MINUTE, RETRY);

/**
 * The notifications outbox: what is due goes out on its channels, a failed send waits with the
 * backoff kept in its delivery row (decision 116), as the refunds' retries do. Overlapping
 * (decision 147): every row is claimed before it is sent, so two runs at once share the work,
 * and a run left active by a killed process does not stop the next period's from sending what is
 * due (within 30 s of the period, not after the 5-minute expiry).
 */
export const sendNotifications = defineRecurring('notifications.send-due', SEND_PERIOD_MS, {
  ...RETRY,
  overlapping: true,
});
/** Reminders by the clock: the evening before, plan ending, credits expiring (decision 117). */
export const scheduleReminders = defineRecurring(
  'notifications.schedule-reminders',
  5 * MINUTE,
  RETRY,
);

export const RECURRING_JOBS = [
  pruneAuthFailures,
  expireUnpaid,
  closeDeliveryDays,
  expireMealCredits,
  retryRefunds,
  sendNotifications,
  scheduleReminders,
];

/** Each recurring job's work; every one is idempotent, so a run repeated after a crash is harmless. */
export function recurringHandlers(
  app: FastifyInstance,
): [JobDefinition<{ period: number }>, JobHandler<{ period: number }>][] {
  return [
    [pruneAuthFailures, async () => void (await pruneAttempts(app.db))],
    [expireUnpaid, async () => void (await expireUnpaidOrders(app.db, app.now()))],
    [closeDeliveryDays, async () => void (await closePastDays(app.db, app.now()))],
    [expireMealCredits, async () => void (await expireCredits(app.db, app.now()))],
    [retryRefunds, async () => void (await retryDueRefunds(app))],
    [
      sendNotifications,
      async () =>
        void (await sendDueNotifications(app, app.now(), { budgetMs: SEND_RUN_BUDGET_MS })),
    ],
    [scheduleReminders, async () => void (await scheduleDueReminders(app.db, app.now()))],
  ];
}
