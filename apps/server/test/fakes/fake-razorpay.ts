import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for Razorpay's Orders API (POST /v1/orders with Basic auth). */
export interface FakeRazorpay {
  url: string;
  orders: { id: string; amount: number; currency: string; receipt: string; auth: string }[];
  close(): Promise<void>;
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const orders: FakeRazorpay['orders'] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
