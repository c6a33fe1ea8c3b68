import type { FastifyInstance } from 'fastify';
import { TEST_ADMIN } from '../helpers/test-app.ts';
import { randomAddress } from './users.ts';

export async function adminToken(app: FastifyInstance, credentials = TEST_ADMIN): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: credentials,
    remoteAddress: randomAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  return res.json().token;
}
