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

/** What the online-payment path needs from a payment provider. */
export interface PaymentGateway {
  readonly name: GatewayName;
  createOrder(input: { amountRupees: number; receipt: string }): Promise<GatewayOrder>;
  /** Checks the browser's proof of payment for an order id we stored. */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Checks a webhook's signature over its raw body. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

export class GatewayError extends Error {}
