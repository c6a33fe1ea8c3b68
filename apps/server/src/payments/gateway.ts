import type { RefundSpeed } from '@fitthali/domain/refunds';

export type GatewayName = 'test' | 'razorpay';

export interface GatewayOrder {
  gateway: GatewayName;
  orderId: string;
  /** In paise, as gateways count. */
  amount: number;
  currency: 'INR';
  /** The public key the browser's checkout needs (Razorpay only). */
  keyId?: string;
}

/** A refund as the gateway answered its creation: its id and where it stands. */
export interface GatewayRefund {
  refundId: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface RefundOptions {
  speed: RefundSpeed;
  /** Our refund's id, shown in the gateway's dashboard (at most 40 characters). */
  receipt: string;
  /** The same key for every retry of one request, so the gateway never refunds twice. */
  idempotencyKey: string;
  notes?: Record<string, string>;
}

/** What the online-payment path needs from a payment provider. */
export interface PaymentGateway {
  readonly name: GatewayName;
  createOrder(input: { amountRupees: number; receipt: string }): Promise<GatewayOrder>;
  /** Checks the browser's proof of payment for an order id we stored. */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Checks a webhook's signature over its raw body. */
  verifyWebhook(rawBody: string, signature: string): boolean;
  /** Refunds part or all of a captured payment; throws GatewayError when it could not ask. */
  refund(paymentId: string, amountPaise: number, options: RefundOptions): Promise<GatewayRefund>;
}

export class GatewayError extends Error {}
