import {
  classOf,
  MAX_SEND_ATTEMPTS,
  type NotificationChannel,
  retryDelayMs,
  sendableAt,
} from '@fitthali/domain/notifications';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoices } from '../db/schema/invoices.ts';
import { notificationDeliveries, notifications } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { invoicePdf } from '../invoices/invoice-pdf.ts';
import { renderEmail, renderMessage } from './templates.ts';
import { invoiceAttachedLine } from './templates-odia.ts';

/**
 * A send claimed but never marked (the process died between the provider's answer and the mark)
 * is claimed again after this long, and repeated with the same Message-ID or callback reference.
 * A live attempt always ends well before it: the channels give up after a minute or two
 * (`SEND_TIMEOUTS`, channels.ts), so a row is never sent by two live processes at once.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

interface Claimed {
  id: string;
  notification_id: string;
  channel: NotificationChannel;
  attempts: number;
}

/**
 * Takes the next due delivery row (decision 116): raises its attempts and stamps it as being sent,
 * committed before it is sent, so two senders never take one row and a crash mid-send leaves a
 * visible trace instead of a silent repeat. One row at a time, claimed just before its send
 * (decision 126): a process killed mid-run holds only the one send in flight under the lease; the
 * rest of what was due is taken at once by the next sender, not after the lease.
 */
async function claimNext(app: FastifyInstance, now: Date, only?: string) {
  const stamp = now.toISOString();
  const lease = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  const filter = only ? sql`and notification_id = ${only}` : sql``;
  const result = await app.db.execute(sql`
    update notification_deliveries set attempts = attempts + 1, sending_since = ${stamp}::timestamptz,
      updated_at = ${stamp}::timestamptz
    where id in (
      select id from notification_deliveries
      where status = 'queued' and next_attempt_at <= ${stamp}::timestamptz
        and (sending_since is null or sending_since < ${lease}::timestamptz) ${filter}
      order by next_attempt_at
      limit 1
      for update skip locked
    )
    returning id, notification_id, channel, attempts`);
  return (result as unknown as { rows: Claimed[] }).rows[0];
}

/** The receipts that carry the tax invoice issued for the money they confirm (issue 15 point 5). */
const RECEIPTS_WITH_INVOICE: ReadonlySet<string> = new Set(['payment-received', 'cash-received']);

/**
 * The order's tax invoice as an email attachment; none while the operator's legal details are
 * incomplete (no invoice is issued then, decision 111).
 */
async function receiptInvoice(app: FastifyInstance, subscriptionId: string | null) {
  if (!subscriptionId) return null;
  const [row] = await app.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.kind, 'invoice')))
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  const document = row ? await invoicePdf(app.db, row.id) : null;
  if (!document) return null;
  return {
    number: document.number,
    attachment: {
      // 'FT/2627/00001' → 'FT-2627-00001.pdf': a file name cannot hold '/'.
      filename: `${document.number.replaceAll('/', '-')}.pdf`,
      content: document.pdf,
      contentType: 'application/pdf',
    },
  };
}

async function sendOne(app: FastifyInstance, row: Claimed): Promise<{ providerId: string } | null> {
  const [found] = await app.db
    .select({
      notification: notifications,
      // A changed contact's notice goes to the old one (issue 15 point 3).
      email: sql<string | null>`coalesce(${notifications.toEmail}, ${users.email})`,
      phone: sql<string | null>`coalesce(${notifications.toPhone}, ${users.phone})`,
      language: users.language,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, row.notification_id));
  if (!found) return null;
  const { notification } = found;
  const message = renderMessage(notification.kind, notification.data, found.language);
  const { notifier } = app;
  if (row.channel === 'email') {
    if (!found.email) return null;
    const invoice = RECEIPTS_WITH_INVOICE.has(notification.kind)
      ? await receiptInvoice(app, notification.subscriptionId)
      : null;
    if (invoice) {
      message.lines.push(
        message.locale === 'or'
          ? invoiceAttachedLine(invoice.number)
          : `Your tax invoice ${invoice.number} is attached.`,
      );
    }
    return notifier.email.send({
      to: found.email,
      ...renderEmail(message, notifier.publicUrl),
      messageId: `<${row.id}@${notifier.messageIdHost}>`,
      ...(invoice ? { attachments: [invoice.attachment] } : {}),
    });
  }
  if (!found.phone) return null;
  return notifier.whatsapp.send({
    to: found.phone,
    template: message.whatsapp.template,
    params: message.whatsapp.params,
    reference: row.id,
    ...(message.whatsapp.language ? { language: message.whatsapp.language } : {}),
  });
}

async function mark(app: FastifyInstance, row: Claimed, now: Date, outcome: Outcome) {
  const base = { sendingSince: null, updatedAt: now };
  const where = eq(notificationDeliveries.id, row.id);
  if (outcome.kind === 'sent') {
    await app.db
      .update(notificationDeliveries)
      .set({
        ...base,
        status: 'sent',
        sentAt: now,
        providerId: outcome.providerId,
        lastError: null,
      })
      .where(where);
  } else if (outcome.kind === 'skipped') {
    await app.db
      .update(notificationDeliveries)
      .set({ ...base, status: 'skipped', lastError: 'no contact for this channel' })
      .where(where);
  } else if (row.attempts >= MAX_SEND_ATTEMPTS) {
    await app.db
      .update(notificationDeliveries)
      .set({ ...base, status: 'failed', lastError: outcome.error })
      .where(where);
  } else {
    const [n] = await app.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.id, row.notification_id));
    const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
    const next = n ? sendableAt(classOf(n.kind), retryAt) : retryAt;
    await app.db
      .update(notificationDeliveries)
      .set({ ...base, nextAttemptAt: next, lastError: outcome.error })
      .where(where);
  }
}

type Outcome =
  | { kind: 'sent'; providerId: string }
  | { kind: 'skipped' }
  | { kind: 'error'; error: string };

/**
 * Sends what is due at `now` on each channel, with backoff after a failure and `failed` after the
 * last attempt (issue 15 points 2 and 4). Safe to run from a timer, a job queue or a request, on
 * several instances at once: every row is claimed before it is sent. `only` limits a run to one
 * notification (the admin's resend). Takes rows one at a time, each claimed just before it is sent,
 * until nothing is due, `batch` rows were taken, or `budgetMs` of the process's clock has passed
 * (the recurring job's run ends before its next period). Answers how many rows it took.
 */
export async function sendDueNotifications(
  app: FastifyInstance,
  now: Date = app.now(),
  options: { batch?: number; only?: string; budgetMs?: number } = {},
): Promise<number> {
  const batch = options.batch ?? Number.POSITIVE_INFINITY;
  // The process's own clock, not `now`: tests and the job pass the business clock as `now`.
  const stopAt = performance.now() + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  let taken = 0;
  while (taken < batch && performance.now() < stopAt) {
    const row = await claimNext(app, now, options.only);
    if (!row) break;
    taken += 1;
    let outcome: Outcome;
    try {
      const sent = await sendOne(app, row);
      outcome = sent ? { kind: 'sent', providerId: sent.providerId } : { kind: 'skipped' };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      app.log.warn({ err, deliveryId: row.id, channel: row.channel }, 'notification send failed');
      outcome = { kind: 'error', error: error.slice(0, 500) };
    }
    await mark(app, row, now, outcome);
  }
  return taken;
}
