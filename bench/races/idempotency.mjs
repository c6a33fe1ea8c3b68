import { call, order, signup } from './_client.js';

export const name = 'idempotency';

export async function run({ baseUrl }) {
  const customer = await signup(baseUrl);
  const key = `race-key-${Date.now()}`;
  const body = order({ paymentMode: 'Online' });
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      call(baseUrl, 'POST', '/api/subscribe', {
        token: customer.token,
        body,
        headers: { 'idempotency-key': key },
      }),
    ),
  );
  const orders = new Set(answers.map((a) => a.json.subscriptionId).filter(Boolean));
  const gatewayOrders = new Set(answers.map((a) => a.json.payment?.orderId).filter(Boolean));
  const changed = await call(baseUrl, 'POST', '/api/subscribe', {
    token: customer.token,
    body: { ...body, paymentMode: 'COD' },
    headers: { 'idempotency-key': key },
  });
  return [
    {
      case: '50 parallel online retries, one key: orders',
      expected: 1,
      observed: orders.size,
      ok: orders.size === 1,
    },
    {
      case: 'the same: gateway orders',
      expected: 1,
      observed: gatewayOrders.size,
      ok: gatewayOrders.size === 1,
    },
    {
      case: 'same key, other payment mode',
      expected: 409,
      observed: changed.status,
      ok: changed.status === 409,
    },
  ];
}
