import { IDEMPOTENCY_KEY_PATTERN, isUuid } from '@fitthali/domain/ids';
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

/** A usable session or null; anything short of a complete online order is 'no subscription data'. */
export function parsePaymentSession(raw: unknown): PaymentSession | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as { payload?: unknown; idempotencyKey?: unknown; resumeId?: unknown };
  const parsed = subscribePayloadSchema.safeParse(value.payload);
  if (!parsed.success || parsed.data.paymentMode !== 'Online') return null;
  if (typeof value.resumeId === 'string' && isUuid(value.resumeId)) {
    return { payload: parsed.data, resumeId: value.resumeId };
  }
  if (
    typeof value.idempotencyKey !== 'string' ||
    !IDEMPOTENCY_KEY_PATTERN.test(value.idempotencyKey)
  ) {
    return null;
  }
  return { payload: parsed.data, idempotencyKey: value.idempotencyKey };
}
