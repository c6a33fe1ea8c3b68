import { randomUUID } from 'node:crypto';
import type { GatewayOrder, GatewayRefund, PaymentGateway, RefundOptions } from './gateway.ts';
import { hmacSha256Hex, verifyOrderSignature } from './hmac.ts';

/**
 * The built-in gateway for development and demos: no money moves, payment completes at once, and
 * the UI says 'Test payment'. Its signatures use a server-side secret, so even test payments are
 * confirmed only by the server.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test' as const;

  constructor(private readonly secret: string) {}

  async createOrder({ amountRupees }: { amountRupees: number }): Promise<GatewayOrder> {
    return {
      gateway: 'test',
      orderId: `test_order_${randomUUID()}`,
      amount: amountRupees * 100,
      currency: 'INR',
    };
  }

  /** The test "checkout": pays an order and returns what a real gateway would hand the browser. */
  pay(orderId: string): { paymentId: string; signature: string } {
    const paymentId = `test_pay_${randomUUID()}`;
    return { paymentId, signature: hmacSha256Hex(this.secret, `${orderId}|${paymentId}`) };
  }

  verifyPayment(proof: { orderId: string; paymentId: string; signature: string }): boolean {
    return verifyOrderSignature(this.secret, proof);
  }

  /**
   * Refunds at once: no money moves. The id follows from the idempotency key, as Razorpay answers a
   * retried key with the refund it made, so the same request never makes two refunds.
   */
  async refund(
    _paymentId: string,
    _amountPaise: number,
    options: RefundOptions,
  ): Promise<GatewayRefund> {
    const refundId = `test_rfnd_${hmacSha256Hex(this.secret, options.idempotencyKey).slice(0, 24)}`;
    return { refundId, status: 'processed' };
  }

  verifyWebhook(): boolean {
    return false;
  }
}
