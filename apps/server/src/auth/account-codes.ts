import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_CODE_DIGITS,
  type AccountCodePurpose,
  codeExpiresAt,
  codeUsable,
} from '@fitthali/domain/account-recovery';
import type { Locale } from '@fitthali/domain/i18n/locales';
import { channelsFor, DEFAULT_PREFERENCES } from '@fitthali/domain/notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { accountCodes } from '../db/schema/account-codes.ts';
import { notificationPreferences } from '../db/schema/notifications.ts';
import { type User, users } from '../db/schema/users.ts';
import { renderCodeMessage, renderEmail } from '../notifications/templates.ts';

// One-time codes for a forgotten password and a new email or phone (issue 15 point 3, decision
// 121). The code is made here, sent, and forgotten: the database keeps an HMAC of it under the
// server's secret, bound to the account and purpose, so a copy of the table reveals no code.

function codeHash(secret: string, userId: string, purpose: AccountCodePurpose, code: string) {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export interface IssuedCode {
  code: string;
}

/**
 * Makes a new code for an account and purpose, replacing any earlier one (its guesses start
 * again). `target` is the new email or phone a contact change waits to apply.
 */
export async function issueCode(
  app: FastifyInstance,
  user: Pick<User, 'id'>,
  purpose: AccountCodePurpose,
  target: string | null = null,
): Promise<IssuedCode> {
  const code = String(randomInt(0, 10 ** ACCOUNT_CODE_DIGITS)).padStart(ACCOUNT_CODE_DIGITS, '0');
  const now = app.now();
  const values = {
    userId: user.id,
    purpose,
    target,
    codeHash: codeHash(app.config.jwtSecret, user.id, purpose, code),
    attempts: 0,
    expiresAt: codeExpiresAt(now),
    usedAt: null,
    createdAt: now,
  };
  await app.db
    .insert(accountCodes)
    .values(values)
    .onConflictDoUpdate({ target: [accountCodes.userId, accountCodes.purpose], set: values });
  return { code };
}

export interface UsedCode {
  target: string | null;
}

/**
 * Uses a code inside the caller's transaction. The code's row is locked first, so of two
 * confirmations racing one wins and the other finds it used. A usable code (`codeUsable`: unused,
 * unexpired, guesses left) that matches is stamped used; a wrong one counts a guess, and the fifth
 * leaves the code dead. Answers null for every kind of refusal alike: which one is not told.
 */
export async function useCode(
  app: FastifyInstance,
  tx: Db,
  userId: string,
  purpose: AccountCodePurpose,
  code: string,
): Promise<UsedCode | null> {
  const now = app.now();
  const [row] = await tx
    .select()
    .from(accountCodes)
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)))
    .for('update');
  if (!row || !codeUsable(row, now)) return null;
  const given = Buffer.from(codeHash(app.config.jwtSecret, userId, purpose, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
    await tx
      .update(accountCodes)
      .set({ attempts: sql`${accountCodes.attempts} + 1` })
      .where(eq(accountCodes.id, row.id));
    return null;
  }
  await tx.update(accountCodes).set({ usedAt: now }).where(eq(accountCodes.id, row.id));
  return { target: row.target };
}

/** Where a code goes: an email address, a phone on WhatsApp, or both. */
export interface CodeDestination {
  email?: string | null;
  phone?: string | null;
}

/**
 * Where a password reset's code goes: the account's email, and its phone on WhatsApp when the
 * customer turned WhatsApp on (the channel rule of every receipt, `channelsFor`).
 */
export async function resetDestination(db: Db, user: User): Promise<CodeDestination> {
  const [prefs] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  const channels = channelsFor('password-changed', prefs ?? DEFAULT_PREFERENCES, {
    email: user.email,
    phone: user.phone,
  });
  return {
    email: channels.includes('email') ? user.email : null,
    phone: channels.includes('whatsapp') ? user.phone : null,
  };
}

/**
 * Sends a code without waiting for the channels: the request answers the same at the same pace
 * whether a message goes out or not, and a channel that is down costs the customer only a new
 * request. Failures are logged without the code.
 */
export function sendCode(
  app: FastifyInstance,
  to: CodeDestination,
  purpose: AccountCodePurpose,
  issued: IssuedCode,
  locale: Locale = 'en',
): void {
  const message = renderCodeMessage(purpose, issued.code, locale);
  const reference = `code-${purpose}-${Date.now().toString(36)}`;
  const sends: Promise<unknown>[] = [];
  if (to.email) {
    sends.push(
      app.notifier.email.send({
        to: to.email,
        ...renderEmail(message, app.notifier.publicUrl),
        messageId: `<${reference}@${app.notifier.messageIdHost}>`,
      }),
    );
  }
  if (to.phone) {
    sends.push(
      app.notifier.whatsapp.send({
        to: to.phone,
        template: message.whatsapp.template,
        params: message.whatsapp.params,
        reference,
        ...(message.whatsapp.language ? { language: message.whatsapp.language } : {}),
      }),
    );
  }
  void Promise.allSettled(sends).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') {
        app.log.warn({ err: result.reason, purpose }, 'one-time code not sent');
      }
    }
  });
}

/**
 * Sets a new password and ends every session of the account: the version raised makes every
 * token issued before refused (decision 30). The hash is made before the transaction (it takes
 * ~50 ms). Answers the new version, for this session's token.
 */
export async function setPassword(tx: Db, userId: string, passwordHash: string): Promise<number> {
  const [changed] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return changed?.tokenVersion ?? 0;
}
