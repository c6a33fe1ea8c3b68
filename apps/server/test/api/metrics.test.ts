import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOnlineOrder } from '../factories/orders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

const scrape = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** A sample's value from the text format, e.g. `fitthali_orders 1`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is not there without the token, or with a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape('Bearer wrong-token-wrong-token-0000')).statusCode).toBe(404);
    expect((await scrape(TOKEN)).statusCode).toBe(404);
    const off = await createTestApp();
    const res = await off.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    await off.close();
  });

  it('answers requests by route pattern, the event loop, sockets, the queue and the business', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await placeOnlineOrder(t.app);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    // Routes with parameters are counted by their pattern, never by the raw URL.
    expect(text).not.toMatch(/route="\/api\/user\/subscriptions\/[0-9a-f-]{36}"/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, 'fitthali_socket_connections')).toBe(0);
    expect(sample(text, 'fitthali_ready')).toBe(1);
    expect(sample(text, 'fitthali_orders')).toBe(1);
    expect(sample(text, 'fitthali_skips')).toBe(0);
    if (t.app.database.kind === 'postgres') {
      expect(sample(text, 'fitthali_db_pool_connections{state="max"}')).toBe(10);
    }
    expect(text).toContain('# TYPE fitthali_job_queue_waiting gauge');
    expect(text).toContain('# TYPE fitthali_notifications gauge');
    expect(text).toContain('# TYPE fitthali_payments gauge');
  });
});
