import { type SubscribePayload, subscribePayloadSchema } from '@fitthali/domain/schemas/subscribe';

/**
 * What the confirm page hands /payment in navigation state: the order as it will be posted and
 * the Idempotency-Key of this payment attempt, so paying again after a failure or a reload never
 * places a second order.
 */
export type PaymentSession =
  | { payload: SubscribePayload; idempotencyKey: string }
  /** Paying for an order placed earlier and left unpaid: the payload only describes it. */
  | { payload: SubscribePayload; resumeId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const KEY_SHAPE = /^[A-Za-z0-9_-]{8,100}$/;

/** A usable session or null; anything short of a complete online order is 'no subscription data'. */
export function parsePaymentSession(raw: unknown): PaymentSession | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as { payload?: unknown; idempotencyKey?: unknown; resumeId?: unknown };
  const parsed = subscribePayloadSchema.safeParse(value.payload);
  if (!parsed.success || parsed.data.paymentMode !== 'Online') return null;
  if (typeof value.resumeId === 'string' && UUID.test(value.resumeId)) {
    return { payload: parsed.data, resumeId: value.resumeId };
  }
  if (typeof value.idempotencyKey !== 'string' || !KEY_SHAPE.test(value.idempotencyKey)) {
    return null;
  }
  return { payload: parsed.data, idempotencyKey: value.idempotencyKey };
}
