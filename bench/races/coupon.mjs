import { adminToken, call, count, order, signup } from './_client.js';

export const name = 'coupon limit';

export async function run({ baseUrl, admin }) {
  const token = await adminToken(baseUrl, admin);
  const code = `RACE${Date.now() % 100000}`;
  const created = await call(baseUrl, 'POST', '/api/admin/coupons', {
    token,
    body: { code, amount: 30, usageLimit: 5 },
  });
  if (created.status !== 201) throw new Error(`coupon not created: ${created.status}`);
  const customers = [];
  for (let i = 0; i < 20; i += 1) customers.push(await signup(baseUrl));
  const body = order({ couponCode: code, discount: 30 });
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      call(baseUrl, 'POST', '/api/subscribe', { token: customers[i % 20].token, body }),
    ),
  );
  const coupons = await call(baseUrl, 'GET', '/api/admin/coupons', { token });
  const usedCount = coupons.json.coupons?.find((c) => c.code === code)?.usedCount;
  const placed = count(answers, 201);
  return [
    {
      case: '200 parallel COD orders, limit 5: orders placed',
      expected: 5,
      observed: placed,
      ok: placed === 5,
    },
    {
      case: 'the same: refused with 400',
      expected: 195,
      observed: count(answers, 400),
      ok: count(answers, 400) === 195,
    },
    {
      case: 'the same: the coupon’s usedCount',
      expected: 5,
      observed: usedCount,
      ok: usedCount === 5,
    },
    {
      case: 'the same: any 5xx',
      expected: 0,
      observed: answers.filter((a) => a.status >= 500).length,
      ok: answers.every((a) => a.status < 500),
    },
  ];
}
