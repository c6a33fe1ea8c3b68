import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './users.ts';

/** The admin's refund request as the order page sends it, with its Idempotency-Key. */
export function adminRefund(
  app: FastifyInstance,
  adminToken: string,
  subscriptionId: string,
  body: unknown,
  idempotencyKey: string | null = `refund-${randomUUID()}`,
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/subscriptions/${subscriptionId}/refunds`,
    headers: {
      ...bearer(adminToken),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: body as object,
  });
}

/** The refunds of one status, as the admin's failed-refunds list reads them. */
export async function adminRefundList(app: FastifyInstance, adminToken: string, status = 'failed') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/refunds?status=${status}`,
    headers: bearer(adminToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json().refunds as { _id: string; status: string; amount: number }[];
}
