import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationDeliveries, notifications } from '../../src/db/schema/notifications.ts';
import { notify } from '../../src/notifications/outbox.ts';
import { CLAIM_LEASE_MS } from '../../src/notifications/send-notifications.ts';
import { bearer, signupUser } from '../factories/users.ts';
import { type FakeWhatsApp, startFakeWhatsApp } from '../fakes/fake-whatsapp.ts';
import { type SmtpInbox, startSmtpInbox } from '../fakes/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 15's "kill -9 of the server during sending loses and duplicates nothing" (decisions 116
// and 126). A sending process on PostgreSQL (the worker: the job queue's recurring send job) is
// killed with SIGKILL at the worst moment: the provider has taken a message but the sender has
// not heard its answer, so the row cannot be marked. A restarted worker sends what the dead one
// had not begun within a minute of its start (issue 25 point 14, decision 147: the dead attempt
// of the send job, still active in the queue, does not hold back the next period's); the send in
// flight waits for the claim lease (a worker whose clock is past it) and goes again. Every send
// ends `sent` once, nothing is lost, and the one message the provider got twice carries the same
// identity both times (Message-ID, WhatsApp callback reference), so the recipient's side can drop
// the repeat. PGlite is one process's database: PostgreSQL only.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const WORKER = fileURLToPath(new URL('./fixtures/sender-worker.ts', import.meta.url));
const WAIT = { timeout: 40_000, interval: 100 };
/** The product's promise: after a crash, what is due goes out within a minute of the restart. */
const RESUMED_WITHIN_MS = 60_000;
/** Long enough to see a late resumption fail the bound above rather than time out unexplained. */
const RESUME_WAIT = { timeout: RESUMED_WITHIN_MS + 30_000, interval: 100 };
const N = 8;
/** The provider answers this many messages, takes the next one and never answers it. */
const ANSWERED = 3;
const PAST_THE_LEASE_MS = CLAIM_LEASE_MS + 60_000;
const MAIL_HOST = 'fitthali.test';

let t: TestApp | undefined;
let smtp: SmtpInbox;
let whatsapp: FakeWhatsApp;
let dataDir = '';
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  smtp = await startSmtpInbox({ leaveUnanswered: ANSWERED + 1 });
  // The first N messages of the email run carry no WhatsApp; the WhatsApp run is the fake's first.
  whatsapp = await startFakeWhatsApp({ leaveUnanswered: ANSWERED + 1 });
  t = await createTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'fitthali-sender-'));
}, 120_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await t?.close();
  await smtp?.close();
  await whatsapp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startSender(clockOffsetMs = 0): ChildProcess {
  const config = (t as TestApp).config.database;
  if (config.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: config.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'kill-nine-sending-secret-long-enough-for-hs256',
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      MAIL_FROM: `FitThali <orders@${MAIL_HOST}>`,
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_ID: whatsapp.phoneId,
      WHATSAPP_API_URL: whatsapp.url,
      CLOCK_OFFSET_MS: String(clockOffsetMs),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

/** N customers, each told one receipt (a plan resumed), stored in the outbox as a service would. */
async function queueReceipts(run: string, whatsappToo: boolean) {
  const app = (t as TestApp).app;
  const ids: string[] = [];
  for (let n = 1; n <= N; n++) {
    const customer = await signupUser(app);
    if (whatsappToo) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/user/notification-preferences',
        headers: bearer(customer.token),
        payload: { email: true, whatsapp: true, reminders: true },
      });
      expect(res.statusCode).toBe(200);
    }
    await notify(app.db, {
      userId: customer.user._id,
      kind: 'plan-resumed',
      key: `${run}-${n}`,
      data: {
        orderNumber: `${run.toUpperCase()}-${n}`,
        endDate: '31 Dec 2026',
        subscriptionId: '',
      },
      now: new Date(),
    });
    ids.push(customer.user._id);
  }
  const stored = await app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(inArray(notifications.userId, ids));
  expect(stored).toHaveLength(N);
  return stored.map((row) => row.id);
}

const sendsOf = (notificationIds: string[]) =>
  (t as TestApp).app.db
    .select()
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.notificationId, notificationIds));

/** Kills the first sender with SIGKILL once the provider holds its unanswered message. */
async function killWhenHeld(provider: { unanswered: number }) {
  const first = startSender();
  await vi.waitFor(() => expect(provider.unanswered).toBe(1), WAIT);
  first.kill('SIGKILL');
  await once(first, 'exit');
}

/**
 * A sender (its clock moved by `clockOffsetMs`) runs until `sent` sends of the run are marked.
 * Answers the rows and how long after the sender's start the last of them was marked.
 */
async function sendUntil(notificationIds: string[], sent: number, clockOffsetMs = 0, wait = WAIT) {
  const startedAt = Date.now();
  const sender = startSender(clockOffsetMs);
  await vi.waitFor(async () => {
    const rows = await sendsOf(notificationIds);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(sent);
  }, wait);
  const tookMs = Date.now() - startedAt;
  sender.kill('SIGTERM');
  await once(sender, 'exit');
  return { rows: await sendsOf(notificationIds), tookMs };
}

/**
 * After the kill: a restarted sender takes everything the dead one had not begun within a minute
 * of its start, though the dead one's attempt of the send job is still active in the queue; the
 * send that was in flight waits for the claim lease (it may have reached the recipient), then
 * goes again.
 */
async function recover(notificationIds: string[], sends: number, heldId: string) {
  const restarted = await sendUntil(notificationIds, sends - 1, 0, RESUME_WAIT);
  expect(
    restarted.tookMs,
    `the due messages went out ${restarted.tookMs} ms after the restart`,
  ).toBeLessThan(RESUMED_WITHIN_MS);
  expect(restarted.rows.find((row) => row.id === heldId)).toMatchObject({
    status: 'queued',
    attempts: 1,
  });
  return (await sendUntil(notificationIds, sends, PAST_THE_LEASE_MS)).rows;
}

/** The state at the kill: the answered sends marked, the one in flight claimed, the rest untouched. */
async function expectStateAtKill(notificationIds: string[], answered: number, sends: number) {
  const rows = await sendsOf(notificationIds);
  expect(rows.filter((row) => row.status === 'sent')).toHaveLength(answered);
  const inFlight = rows.filter((row) => row.status === 'queued' && row.sendingSince !== null);
  expect(inFlight).toHaveLength(1);
  expect(inFlight[0]?.attempts).toBe(1);
  const untouched = rows.filter((row) => row.status === 'queued' && row.sendingSince === null);
  expect(untouched).toHaveLength(sends - answered - 1);
  for (const row of untouched) expect(row.attempts).toBe(0);
  return (inFlight[0] as (typeof rows)[number]).id;
}

describe.skipIf(!onPostgres)('a sender killed with SIGKILL mid-batch (PostgreSQL)', () => {
  it('email: nothing lost, each notification sent once, the repeat has the same Message-ID', async () => {
    const ids = await queueReceipts('mail', false);
    await killWhenHeld(smtp);

    const heldId = await expectStateAtKill(ids, ANSWERED, N);
    expect(smtp.mails).toHaveLength(ANSWERED + 1);
    const held = smtp.mails[ANSWERED]?.messageId;
    expect(held).toBe(`<${heldId}@${MAIL_HOST}>`);

    const rows = await recover(ids, N, heldId);
    expect(rows).toHaveLength(N);
    for (const row of rows) expect(row).toMatchObject({ channel: 'email', status: 'sent' });

    // N + 1 messages reached the server, N distinct Message-IDs, one per delivery row.
    const mails = smtp.mails;
    expect(mails).toHaveLength(N + 1);
    const messageIds = mails.map((mail) => mail.messageId);
    const expected = rows.map((row) => `<${row.id}@${MAIL_HOST}>`);
    expect(new Set(messageIds).size).toBe(N);
    expect([...new Set(messageIds)].sort()).toEqual([...expected].sort());
    // The only repeat is the message taken before the kill, with the same Message-ID.
    const repeated = messageIds.filter((id, i) => messageIds.indexOf(id) !== i);
    expect(repeated).toEqual([held]);
    const heldRow = rows.find((row) => `<${row.id}@${MAIL_HOST}>` === held);
    expect(heldRow).toMatchObject({ attempts: 2, providerId: held, sendingSince: null });
  }, 180_000);

  it('WhatsApp: the repeat carries the same callback reference; email goes out once', async () => {
    const mailsBefore = smtp.mails.length;
    const ids = await queueReceipts('wa', true);
    await killWhenHeld(whatsapp);
    // Whichever channel each notification went out on first, sends were answered until the
    // fake took its fourth WhatsApp message.
    const emailsAnswered = smtp.mails.length - mailsBefore;
    const heldId = await expectStateAtKill(ids, ANSWERED + emailsAnswered, 2 * N);
    const held = whatsapp.messages[ANSWERED]?.reference;
    expect(held).toBe(heldId);

    const rows = await recover(ids, 2 * N, heldId);
    expect(rows.filter((row) => row.channel === 'whatsapp')).toHaveLength(N);
    expect(rows.filter((row) => row.channel === 'email')).toHaveLength(N);

    const references = whatsapp.messages.map((message) => message.reference);
    expect(references).toHaveLength(N + 1);
    expect(new Set(references).size).toBe(N);
    const sentOnWhatsapp = rows.filter((row) => row.channel === 'whatsapp').map((row) => row.id);
    expect([...new Set(references)].sort()).toEqual([...sentOnWhatsapp].sort());
    expect(references.filter((ref, i) => references.indexOf(ref) !== i)).toEqual([held]);
    // Each provider id the outbox kept is a message the fake answered.
    const answered = new Set(whatsapp.messages.map((message) => message.id));
    for (const row of rows.filter((r) => r.channel === 'whatsapp')) {
      expect(answered.has(row.providerId ?? '')).toBe(true);
    }
    // The email sends of the killed batch were never handed to SMTP twice.
    const mails = smtp.mails.slice(mailsBefore);
    expect(mails).toHaveLength(N);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(N);
  }, 180_000);
});
