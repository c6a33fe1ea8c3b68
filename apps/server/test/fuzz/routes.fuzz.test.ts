import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../factories/admin.ts';
import { bearer, signupUser } from '../factories/users.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../fakes/fake-razorpay.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A fixed seed, so a failure found in CI is the same failure on a laptop.
const SEED = 20261125;

/** mulberry32: a tiny seeded generator; no dependency needed for a few thousand draws. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'identifier',
  'message',
  'address',
  'at',
  'po',
  'dist',
  'pin',
  'lat',
  'lng',
  'plan',
  'slot',
  'mealOption',
  'duration',
  'days',
  'startDate',
  'deliveryDates',
  'totalPrice',
  'discount',
  'couponCode',
  'paymentMode',
  'selectedDays',
  'subscriptionId',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'index',
  'oldPassword',
  'newPassword',
  'code',
  'amount',
  'active',
  'expiresAt',
  'usageLimit',
  'prices',
  'price',
  'durationDays',
  'event',
  'payload',
  'q',
  'limit',
  'offset',
  'status',
  'mode',
  'date',
] as const;

const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  1e20,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '99999999999999999999',
  '1e999',
  '\u0000',
  'a\u0000b',
  '\u001b[2J',
  '\u007f',
  '../../etc/passwd',
  '%00',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(10_000),
  '😀'.repeat(300),
  '\ud800',
  [],
  [null],
  [1, 'a', {}],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  '2026-02-30',
  '0000-00-00',
  '2026-11-25',
  'Lunch',
  'Lunch + Dinner',
  'COD',
  'Online',
  'Veg',
  'MEAL100',
  '751001',
  'Monday',
];

const ODD_SEGMENTS = [
  '%00',
  'a%00b',
  '..%2F..%2Fetc',
  'x'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '%E2%80%AE',
  '%FF%FE',
  '-1',
  '99999999999999999999',
  'NaN',
  '%20',
  'MEAL100',
];

const ODD_QUERIES = [
  'offset=99999999999999999999',
  'limit=-5',
  'limit=1e9',
  'offset=NaN',
  'status=%00',
  'q=%00',
  'q=',
  'lat=999&lon=-999',
  'lat=NaN&lon=Infinity',
  'date=2026-13-45&slot=Brunch',
  'mode=%27',
  'offset=1&offset=2',
  `q=${'a'.repeat(5000)}`,
  'status[]=x',
];

function oddValue(rng: ReturnType<typeof generator>, depth = 0): unknown {
  const roll = rng.next();
  if (depth < 3 && roll < 0.15) {
    return Array.from({ length: Math.floor(rng.next() * 4) }, () => oddValue(rng, depth + 1));
  }
  if (depth < 3 && roll < 0.3) return oddBody(rng, depth + 1);
  return rng.pick(ODD_VALUES);
}

function oddBody(rng: ReturnType<typeof generator>, depth = 0): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const n = 1 + Math.floor(rng.next() * 6);
  for (let i = 0; i < n; i += 1) body[rng.pick(FIELDS)] = oddValue(rng, depth);
  return body;
}

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

interface Route {
  method: string;
  url: string;
}

let t: TestApp;
let razorpay: FakeRazorpay;
const routes: Route[] = [];
const tokens: Record<'anonymous' | 'customer' | 'admin', string | null> = {
  anonymous: null,
  customer: null,
  admin: null,
};

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  t = await createTestApp(
    {
      // Razorpay configured (with a local stand-in) so its webhook route exists and is fuzzed too.
      payments: {
        razorpay: {
          keyId: 'rzp_test_fuzz',
          keySecret: 'fuzz-key-secret',
          webhookSecret: 'fuzz-webhook-secret',
          apiUrl: razorpay.url,
        },
        testMode: true,
        onlineOrderTtlMinutes: 30,
      },
    },
    {
      geocoder: { minIntervalMs: 0, timeoutMs: 200 },
      geoLookupsPerMinute: 100_000,
      couponLookupsPerMinute: 100_000,
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          if (route.url.startsWith('/api/')) routes.push({ method, url: route.url });
        }
      },
    },
  );
  tokens.customer = (await signupUser(t.app)).token;
  tokens.admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

describe('every API route under malformed input', () => {
  it('found the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((r) => r.url === '/api/payments/razorpay/webhook')).toBe(true);
  });

  it('never answers 5xx, whatever is sent, by anyone', async () => {
    const rng = generator(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (let i = 0; i < 14; i += 1) {
        const who = rng.pick(['anonymous', 'customer', 'admin'] as const);
        const url =
          route.url.replace(/:[A-Za-z]+/g, () => rng.pick(ODD_SEGMENTS)) +
          (rng.next() < 0.5 ? `?${rng.pick(ODD_QUERIES)}` : '');
        const token = tokens[who];
        const headers: Record<string, string> = token ? bearer(token) : {};
        let payload: string | undefined;
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          const kind = rng.next();
          headers['content-type'] = kind < 0.1 ? 'text/plain' : 'application/json';
          payload =
            kind < 0.2
              ? rng.pick(['{', 'null', '42', '"text"', '[]', nested(5000), '\u0000', '{"a":'])
              : JSON.stringify(oddBody(rng));
          if (route.url.includes('webhook')) headers['x-razorpay-signature'] = 'f'.repeat(64);
        }
        if (rng.next() < 0.1)
          headers['idempotency-key'] = rng.pick(['x', 'a'.repeat(200), 'ok-key-123456']);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(payload !== undefined ? { payload } : {}),
        });
        sent += 1;
        if (res.statusCode >= 500) {
          failures.push(
            `${route.method} ${url.slice(0, 120)} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        } else if (
          res.statusCode >= 400 &&
          String(res.headers['content-type'] ?? '').includes('json')
        ) {
          const body = res.json();
          if (body.success !== false || typeof body.message !== 'string') {
            failures.push(
              `${route.method} ${url.slice(0, 120)}: error without { success:false, message }`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(400);
    expect(failures).toEqual([]);
  });
});
