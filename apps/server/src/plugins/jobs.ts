import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneAttempts } from '../auth/throttle.ts';
import { expireCredits } from '../credits/credit-ledger.ts';
import { closePastDays } from '../deliveries/close-past-days.ts';
import { scheduleDueReminders } from '../notifications/reminders.ts';
import { sendDueNotifications } from '../notifications/send-notifications.ts';
import { expireUnpaidOrders } from '../orders/expire-unpaid-orders.ts';
import { retryDueRefunds } from '../refunds/send-refund.ts';

const PRUNE_EVERY_MS = 10 * 60_000;
const EXPIRE_EVERY_MS = 60_000;
const CLOSE_DAYS_EVERY_MS = 10 * 60_000;
const EXPIRE_CREDITS_EVERY_MS = 10 * 60_000;
const REFUNDS_EVERY_MS = 60_000;
const NOTIFICATIONS_EVERY_MS = 30_000;
const REMINDERS_EVERY_MS = 5 * 60_000;

/**
 * Runs `job` every `everyMs` for as long as the server runs. A failure is logged and the next run
 * tries again; the timer never keeps the process alive on its own, and closing the server stops it.
 */
function every(
  app: FastifyInstance,
  everyMs: number,
  failure: string,
  job: () => Promise<unknown>,
) {
  const timer = setInterval(() => {
    job().catch((err) => app.log.warn({ err }, failure));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The work the server does on its own clock rather than in answer to a request. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    // Login throttle counters whose window ended long ago only cost space.
    every(app, PRUNE_EVERY_MS, 'pruning auth failures failed', () => pruneAttempts(app.db));
    // An unpaid online order gives back its place, coupon use and trial once its time is up.
    every(app, EXPIRE_EVERY_MS, 'expiring unpaid orders failed', () =>
      expireUnpaidOrders(app.db, app.now()),
    );
    // Yesterday's meals not marked missed were delivered.
    every(app, CLOSE_DAYS_EVERY_MS, 'closing past delivery days failed', () =>
      closePastDays(app.db, app.now()),
    );
    // Credits past their expiry get their `expired` entry; the balance already left them out.
    every(app, EXPIRE_CREDITS_EVERY_MS, 'expiring meal credits failed', () =>
      expireCredits(app.db, app.now()),
    );
    // A refund whose gateway call failed, or that the gateway failed, is sent again with backoff
    // until its attempts run out (decision 90).
    every(app, REFUNDS_EVERY_MS, 'retrying refunds failed', () => retryDueRefunds(app));
    // The notifications outbox: what is due goes out, failures wait with backoff (decision 116).
    every(app, NOTIFICATIONS_EVERY_MS, 'sending notifications failed', () =>
      sendDueNotifications(app, app.now()),
    );
    // Reminders by the clock: the evening before, plan ending, credits expiring (decision 117).
    every(app, REMINDERS_EVERY_MS, 'scheduling reminders failed', () =>
      scheduleDueReminders(app.db, app.now()),
    );
  },
  { name: 'jobs', dependencies: ['database'] },
);
