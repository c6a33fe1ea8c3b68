import type { SubscribePayload } from '@fitthali/domain/schemas/subscribe';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** What the gateway needs to take an online payment (server-computed amount, in paise). */
export type GatewayPayment = {
  gateway: 'test' | 'razorpay';
  orderId: string;
  amount: number;
  currency: string;
  keyId?: string;
};

export type SubscriptionAnswer = {
  subscriptionId: string;
  /** COD orders are active at once; online ones stay pending until paid. */
  status: 'active' | 'pending' | string;
  totalPrice: number;
  payment?: GatewayPayment;
};

export function readPayment(raw: unknown): GatewayPayment | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const p = raw as Record<string, unknown>;
  if (p.gateway !== 'test' && p.gateway !== 'razorpay') return undefined;
  if (typeof p.orderId !== 'string' || typeof p.amount !== 'number') return undefined;
  return {
    gateway: p.gateway,
    orderId: p.orderId,
    amount: p.amount,
    currency: typeof p.currency === 'string' ? p.currency : 'INR',
    keyId: typeof p.keyId === 'string' ? p.keyId : undefined,
  };
}

/**
 * POST /api/subscribe with the SPEC §3 payload. The Idempotency-Key names this order attempt, so a
 * retry or a second click gets the first answer instead of a second order (docs/decisions.md 22).
 * Failures throw ApiError with the server's message, as lib/api-client does.
 */
export async function createSubscription(
  payload: SubscribePayload,
  idempotencyKey: string,
): Promise<SubscriptionAnswer> {
  const answer = await apiRequest<Record<string, unknown>>('/api/subscribe', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (typeof answer.subscriptionId !== 'string') throw new ApiError('parse', 200);
  return {
    subscriptionId: answer.subscriptionId,
    status: typeof answer.status === 'string' ? answer.status : 'active',
    totalPrice: typeof answer.totalPrice === 'number' ? answer.totalPrice : payload.totalPrice,
    payment: readPayment(answer.payment),
  };
}
