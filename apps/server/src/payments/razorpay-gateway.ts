import {
  GatewayError,
  type GatewayOrder,
  type GatewayRefund,
  type PaymentGateway,
  type RefundOptions,
} from './gateway.ts';
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
    const res = await this.post('/v1/orders', {
      amount: amountRupees * 100,
      currency: 'INR',
      receipt: receipt.slice(0, 40),
    });
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

  /**
   * POST /v1/payments/{id}/refund with X-Refund-Idempotency: a retry after a lost answer gets the
   * refund the first call made, never a second one (Razorpay requires the same body with it).
   */
  async refund(
    paymentId: string,
    amountPaise: number,
    options: RefundOptions,
  ): Promise<GatewayRefund> {
    const res = await this.post(
      `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
      {
        amount: amountPaise,
        speed: options.speed,
        receipt: options.receipt.slice(0, 40),
        notes: options.notes ?? {},
      },
      { 'X-Refund-Idempotency': options.idempotencyKey },
    );
    const body = (await res.json().catch(() => null)) as {
      id?: unknown;
      amount?: unknown;
      status?: unknown;
    } | null;
    if (
      !body ||
      typeof body.id !== 'string' ||
      body.amount !== amountPaise ||
      (body.status !== 'pending' && body.status !== 'processed' && body.status !== 'failed')
    ) {
      throw new GatewayError('razorpay answered an unexpected refund');
    }
    return { refundId: body.id, status: body.status };
  }

  /** One authenticated call; a network failure or a refusal is a GatewayError with its status. */
  private async post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${auth}`,
          'Content-Type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch {
      throw new GatewayError('razorpay unreachable');
    }
    if (!res.ok) {
      const answer = (await res.json().catch(() => null)) as {
        error?: { description?: unknown };
      } | null;
      const said = answer?.error?.description;
      throw new GatewayError(
        `razorpay answered ${res.status}${typeof said === 'string' ? `: ${said.slice(0, 200)}` : ''}`,
      );
    }
    return res;
  }

  verifyPayment(proof: { orderId: string; paymentId: string; signature: string }): boolean {
    return verifyOrderSignature(this.config.keySecret, proof);
  }

  verifyWebhook(rawBody: string, signature: string): boolean {
    return safeEqualHex(hmacSha256Hex(this.config.webhookSecret, rawBody), signature);
  }
}
