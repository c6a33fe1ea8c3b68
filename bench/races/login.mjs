import { address, call, count, signup } from './_client.js';

export const name = 'login limits';

export async function run({ baseUrl, admin }) {
  const customer = await signup(baseUrl);
  const ip = address();
  const wrong = await Promise.all(
    Array.from({ length: 150 }, () =>
      call(baseUrl, 'POST', '/api/auth/login', {
        ip,
        body: { identifier: customer.email, password: 'wrong-password' },
      }),
    ),
  );
  const other = await signup(baseUrl);
  const burstIp = address();
  const burst = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      call(baseUrl, 'POST', '/api/auth/login', {
        ip: burstIp,
        body: { identifier: other.email, password: i === 39 ? other.password : 'wrong-password' },
      }),
    ),
  );
  const attacker = address();
  for (let i = 0; i < 12; i += 1) {
    await call(baseUrl, 'POST', '/api/admin/login', {
      ip: attacker,
      body: { email: admin.email, password: 'guess-password' },
    });
  }
  const real = await call(baseUrl, 'POST', '/api/admin/login', { body: admin });
  const evaluated = count(wrong, 401);
  const burstEvaluated = count(burst, 401) + count(burst, 200);
  return [
    {
      case: '150 parallel wrong passwords, one address: evaluated',
      expected: '≤ 10',
      observed: evaluated,
      ok: evaluated <= 10,
    },
    {
      case: '40-request burst with the right password last: evaluated',
      expected: '≤ 10',
      observed: burstEvaluated,
      ok: burstEvaluated <= 10,
    },
    {
      case: 'admin after 12 failures from another address',
      expected: 200,
      observed: real.status,
      ok: real.status === 200,
    },
  ];
}
