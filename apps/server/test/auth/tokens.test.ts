import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../src/auth/tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const USER = '6f1c0a52-8f0e-4b8a-9d55-3f0b8d1f2e11';
const now = () => Math.floor(Date.now() / 1000);

function b64(value: unknown) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token assembled by hand, signed (or not) as an attacker might. */
function handMade(header: object, payload: object, secret = SECRET) {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const good = () => ({ sub: USER, role: 'customer', iss: 'fitthali', exp: now() + 60 });

describe('tokens', () => {
  it('round-trips the user id and role of a token we signed', async () => {
    const token = await signToken({ userId: USER, role: 'admin', tokenVersion: 0 }, SECRET);
    expect(await verifyToken(token, SECRET)).toEqual({
      ok: true,
      claims: { userId: USER, role: 'admin', tokenVersion: 0 },
    });
    expect(await verifyToken(handMade({ alg: 'HS256', typ: 'JWT' }, good()), SECRET)).toMatchObject(
      { ok: true },
    );
  });

  it('says a token past its expiry has expired', async () => {
    const token = await signToken({ userId: USER, role: 'customer', tokenVersion: 0 }, SECRET, -1);
    expect(await verifyToken(token, SECRET)).toEqual({ ok: false, expired: true });
  });

  it.each([
    ['another secret', () => handMade({ alg: 'HS256' }, good(), 'another-secret')],
    ['alg none', () => `${b64({ alg: 'none' })}.${b64(good())}.`],
    ['alg none with a signature', () => handMade({ alg: 'none' }, good())],
    [
      'HS512',
      () => {
        const body = `${b64({ alg: 'HS512' })}.${b64(good())}`;
        return `${body}.${createHmac('sha512', SECRET).update(body).digest('base64url')}`;
      },
    ],
    ['a critical header', () => handMade({ alg: 'HS256', crit: ['x'] }, good())],
    ['another issuer', () => handMade({ alg: 'HS256' }, { ...good(), iss: 'someone' })],
    ['no expiry', () => handMade({ alg: 'HS256' }, { ...good(), exp: undefined })],
    ['a text expiry', () => handMade({ alg: 'HS256' }, { ...good(), exp: '9999999999' })],
    ['not yet valid', () => handMade({ alg: 'HS256' }, { ...good(), nbf: now() + 600 })],
    ['no subject', () => handMade({ alg: 'HS256' }, { ...good(), sub: undefined })],
    ['an unknown role', () => handMade({ alg: 'HS256' }, { ...good(), role: 'root' })],
    ['a payload that is not an object', () => handMade({ alg: 'HS256' }, [1, 2])],
    [
      'a changed payload',
      () => {
        const [h, , s] = handMade({ alg: 'HS256' }, good()).split('.');
        return `${h}.${b64({ ...good(), role: 'admin' })}.${s}`;
      },
    ],
    [
      'padding and stray characters',
      () => {
        const token = handMade({ alg: 'HS256' }, good());
        return `${token}==`;
      },
    ],
    ['two parts', () => `${b64({ alg: 'HS256' })}.${b64(good())}`],
    ['garbage', () => 'not.a.token'],
    ['empty', () => ''],
  ])('refuses %s', async (_name, make) => {
    expect(await verifyToken(make(), SECRET)).toEqual({ ok: false, expired: false });
  });

  it('accepts what jose signs with the same rules (interoperable with standard JWTs)', async () => {
    const token = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER)
      .setIssuer('fitthali')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyToken(token, SECRET)).toMatchObject({ ok: true });
  });
});
