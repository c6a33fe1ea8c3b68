import type { FastifyInstance } from 'fastify';

let counter = 0;

/** The password every signed-up test customer has unless the test chose another. */
export const TEST_PASSWORD = 'secret-pass';

/** A unique, valid signup payload; each call gets its own email and phone. */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(6, '0').slice(-6);
  return {
    name: `Customer ${n}`,
    email: `customer${n}@example.in`,
    phone: `98${n}00`.slice(0, 10).padEnd(10, '0'),
    password: TEST_PASSWORD,
    ...overrides,
  };
}

/** A fresh client address per call, so the signup limit per address never trips in other tests. */
export function randomAddress() {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}

export async function signupUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = signupPayload(overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload,
    remoteAddress: randomAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { payload, token: body.token as string, user: body.user, body };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** DELETE /api/user/delete as the customer, with their password (issue 25 point 2). */
export function deleteAccount(app: FastifyInstance, token: string, password = TEST_PASSWORD) {
  return app.inject({
    method: 'DELETE',
    url: '/api/user/delete',
    headers: bearer(token),
    payload: { password },
  });
}
