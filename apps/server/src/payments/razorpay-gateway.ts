import { GatewayError, type GatewayOrder, type PaymentGateway } from './gateway.ts';
import { hmacSha256Hex, safeEqualHex, verifyOrderSignature } from './hmac.ts';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com in production; a local stand-in in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * Razorpay Orders API + Checkout. The amount is always the server's; the browser only completes
 * checkout for an order id we created, and its signature is checked against the id we stored.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;

  constructor(private readonly config: RazorpayConfig) {}

  async createOrder({
    amountRupees,
    receipt,
  }: {
    amountRupees: number;
    receipt: string;
  }): Promise<GatewayOrder> {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl.replace(/\/+$/, '')}/v1/orders`, {
        method: 'POST',
        headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          amount: amountRupees * 100,
          currency: 'INR',
          receipt: receipt.slice(0, 40),
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch {
      throw new GatewayError('razorpay unreachable');
    }
    if (!res.ok) throw new GatewayError(`razorpay answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { id?: unknown; amount?: unknown } | null;
    if (!body || typeof body.id !== 'string' || body.amount !== amountRupees * 100) {
      throw new GatewayError('razorpay answered an unexpected order');
    }
    return {
      gateway: 'razorpay',
      orderId: body.id,
      amount: amountRupees * 100,
      currency: 'INR',
      keyId: this.config.keyId,
    };
  }

  verifyPayment(proof: { orderId: string; paymentId: string; signature: string }): boolean {
    return verifyOrderSignature(this.config.keySecret, proof);
  }

  verifyWebhook(rawBody: string, signature: string): boolean {
    return safeEqualHex(hmacSha256Hex(this.config.webhookSecret, rawBody), signature);
  }
}
