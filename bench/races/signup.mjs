import { address, call, count } from './_client.js';

export const name = 'signup limit';

export async function run({ baseUrl }) {
  const ip = address();
  const stamp = Date.now() % 1e5;
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      call(baseUrl, 'POST', '/api/auth/signup', {
        ip,
        body: {
          name: `Burst ${i}`,
          email: `burst${stamp}-${i}@example.in`,
          phone: `8${String(stamp).padStart(5, '0')}${String(i).padStart(4, '0')}`,
          password: 'burst-password-1',
        },
      }),
    ),
  );
  const created = count(answers, 201);
  return [
    {
      case: '60 parallel signups from one address: accounts',
      expected: 20,
      observed: created,
      ok: created === 20,
    },
  ];
}
