import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { transactions } from '../db/schema/orders.ts';
import type { GatewayOrder } from '../payments/gateway.ts';
import type { Subscription } from './create-subscription.ts';

/**
 * What the browser is told about an order it placed or is paying for: its id, status and total,
 * and for an online order the gateway order to take the payment with.
 */
export async function orderAnswer(app: FastifyInstance, sub: Subscription) {
  let payment: GatewayOrder | undefined;
  if (sub.paymentMode === 'Online') {
    const [txn] = await app.db
      .select()
      .from(transactions)
      .where(eq(transactions.subscriptionId, sub.id));
    if (txn?.gatewayOrderId && (txn.gateway === 'test' || txn.gateway === 'razorpay')) {
      payment = {
        gateway: txn.gateway,
        orderId: txn.gatewayOrderId,
        amount: txn.amount * 100,
        currency: 'INR',
        ...(txn.gateway === 'razorpay' && app.payments.razorpay
          ? { keyId: app.config.payments.razorpay?.keyId }
          : {}),
      };
    }
  }
  return {
    success: true as const,
    subscriptionId: sub.id,
    status: sub.status,
    totalPrice: sub.totalPrice,
    ...(payment ? { payment } : {}),
  };
}
