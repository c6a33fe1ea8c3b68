import { startLocalJsonServer } from './local-json-server.ts';

/** A refund as the stand-in made it, with the idempotency key it was asked with. */
export interface FakeRefund {
  id: string;
  paymentId: string;
  amount: number;
  speed: string;
  receipt: string;
  idempotencyKey: string | undefined;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * A local stand-in for Razorpay's Orders API (POST /v1/orders) and Refunds API
 * (POST /v1/payments/:id/refund, with X-Refund-Idempotency), both with Basic auth.
 */
export interface FakeRazorpay {
  url: string;
  orders: { id: string; amount: number; currency: string; receipt: string; auth: string }[];
  /** Every refund made; a repeated idempotency key answers the refund it made, as Razorpay does. */
  refunds: FakeRefund[];
  /** How many refund calls were received, including refused and repeated ones. */
  refundCalls: number;
  /** The next `count` refund calls answer 502, as a gateway having a bad day (0 turns it off). */
  failRefunds(count: number): void;
  /** The next `count` refund calls make the refund but the answer is lost (the socket drops). */
  loseRefundAnswers(count: number): void;
  close(): Promise<void>;
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const orders: FakeRazorpay['orders'] = [];
  const refunds: FakeRefund[] = [];
  let refundCalls = 0;
  let failing = 0;
  let losing = 0;
  let n = 0;
  const server = await startLocalJsonServer((req, raw, res) => {
    const refundPath =
      req.method === 'POST' && /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
    if (refundPath) {
      refundCalls += 1;
      if (!(req.headers.authorization ?? '').startsWith('Basic ')) {
        res.writeHead(401).end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR' } }));
        return;
      }
      if (failing > 0) {
        failing -= 1;
        res
          .writeHead(502)
          .end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'Refund failed' } }));
        return;
      }
      const body = JSON.parse(raw) as { amount: number; speed?: string; receipt?: string };
      const key = req.headers['x-refund-idempotency'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      let refund = idempotencyKey
        ? refunds.find((r) => r.idempotencyKey === idempotencyKey)
        : undefined;
      if (!refund) {
        n += 1;
        refund = {
          id: `rfnd_Fake${String(n).padStart(10, '0')}`,
          paymentId: decodeURIComponent(refundPath[1] ?? ''),
          amount: body.amount,
          speed: body.speed ?? 'normal',
          receipt: body.receipt ?? '',
          idempotencyKey,
          status: 'pending',
        };
        refunds.push(refund);
      }
      if (losing > 0) {
        losing -= 1;
        req.socket.destroy();
        return;
      }
      res.end(
        JSON.stringify({
          id: refund.id,
          entity: 'refund',
          amount: refund.amount,
          currency: 'INR',
          payment_id: refund.paymentId,
          receipt: refund.receipt,
          status: refund.status,
          speed_requested: refund.speed,
          created_at: Math.floor(Date.now() / 1000),
        }),
      );
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/orders') {
      res.writeHead(404).end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR' } }));
      return;
    }
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Basic ')) {
      res.writeHead(401).end(
        JSON.stringify({
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        }),
      );
      return;
    }
    const body = JSON.parse(raw) as { amount: number; currency: string; receipt: string };
    n += 1;
    const order = {
      id: `order_Fake${String(n).padStart(10, '0')}`,
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      status: 'created',
      attempts: 0,
      created_at: Math.floor(Date.now() / 1000),
    };
    orders.push({
      id: order.id,
      amount: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      auth,
    });
    res.end(JSON.stringify(order));
  });
  return {
    url: server.url,
    orders,
    refunds,
    get refundCalls() {
      return refundCalls;
    },
    failRefunds(count: number) {
      failing = count;
    },
    loseRefundAnswers(count: number) {
      losing = count;
    },
    close: server.close,
  };
}
