import type { Db } from '../db/client.ts';
import { orderEvents } from '../db/schema/deliveries.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';

/** Who the refund jobs and the gateway's webhooks act as. */
export const SYSTEM: ChangeActor = { actor: 'system', actorId: null };

/**
 * A refund's line on its order's trail. Every line names the refund and its amount, so the trail
 * tells each refund's story (asked for, retried, given up, processed, issued as credit) in order.
 */
export function writeRefundTrail(
  tx: Db,
  refund: { id: string; subscriptionId: string; amount: number },
  action: string,
  who: ChangeActor,
  extra: { detail?: Record<string, unknown>; at?: Date } = {},
) {
  return tx.insert(orderEvents).values({
    subscriptionId: refund.subscriptionId,
    actor: who.actor,
    actorId: who.actorId,
    action,
    detail: { refundId: refund.id, amount: refund.amount, ...extra.detail },
    reason: who.reason ?? null,
    createdAt: extra.at,
  });
}
