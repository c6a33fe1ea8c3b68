import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { UserRole } from '../db/schema/users.ts';

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'fitthali';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: string;
  role: UserRole;
  /**
   * The account's token_version when the token was issued; a password or role change raises the
   * account's version, and every older token stops working. Tokens from before versions existed
   * carry none and count as version 0.
   */
  tokenVersion: number;
}

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signToken(
  claims: TokenClaims,
  secret: string,
  ttlSeconds = TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; expired: boolean };

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const INVALID: VerifyResult = { ok: false, expired: false };

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Accepts only HS256 tokens we signed (so `alg: none` and other keys fail) that have not expired.
 *
 * Verified with Node's HMAC rather than jose: every authenticated request comes through here, and
 * jose's Web Crypto path cost several percent of the API's CPU under load. The checks are jose's:
 * exact algorithm, constant-time signature comparison, issuer, subject and expiry.
 */
export async function verifyToken(token: string, secret: string): Promise<VerifyResult> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return INVALID;
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = decodeJson(encodedHeader);
  if (header?.alg !== ALGORITHM || header.crit !== undefined) return INVALID;
  const expected = createHmac('sha256', secret)
    .update(`${encodedHeader}.${encodedPayload}`)
    .digest();
  const given = Buffer.from(encodedSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID;

  const payload = decodeJson(encodedPayload);
  if (!payload || payload.iss !== ISSUER) return INVALID;
  const { exp, nbf, sub, role, ver } = payload;
  if (typeof exp !== 'number') return INVALID;
  const now = Math.floor(Date.now() / 1000);
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return INVALID;
  if (exp <= now) return { ok: false, expired: true };
  if (typeof sub !== 'string' || (role !== 'customer' && role !== 'admin')) return INVALID;
  if (ver !== undefined && !(typeof ver === 'number' && Number.isSafeInteger(ver) && ver >= 0)) {
    return INVALID;
  }
  return { ok: true, claims: { userId: sub, role, tokenVersion: ver ?? 0 } };
}
