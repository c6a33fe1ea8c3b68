import type { SubscribePayload } from '@fitthali/domain/schemas/subscribe';
import { ApiError } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';

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

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

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
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
  };
  let token: string | null = null;
  try {
    token = readToken();
  } catch {
    token = null;
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch('/api/subscribe', {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
    });
  } catch {
    throw new ApiError('network', 0);
  }
  let body: unknown;
  try {
    const text = await response.text();
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(response.ok ? 'parse' : 'http', response.status);
  }
  if (!response.ok) throw new ApiError('http', response.status, messageOf(body));
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (answer.success !== true || typeof answer.subscriptionId !== 'string') {
    throw new ApiError('http', response.status, messageOf(body));
  }
  return {
    subscriptionId: answer.subscriptionId,
    status: typeof answer.status === 'string' ? answer.status : 'active',
    totalPrice: typeof answer.totalPrice === 'number' ? answer.totalPrice : payload.totalPrice,
    payment: readPayment(answer.payment),
  };
}
