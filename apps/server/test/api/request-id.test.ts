import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({ logLevel: 'info' }, { logStream: stream });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('request ids', () => {
  it('makes one per request, answers it and writes it on the request log lines', async () => {
    // Not /api/health or /api/ready: a load balancer's checks are not logged.
    const a = await t.app.inject({ method: 'GET', url: '/api/plans' });
    const b = await t.app.inject({ method: 'GET', url: '/api/plans' });
    const id = a.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(b.headers['x-request-id']).not.toBe(id);
    const logged = lines.filter((line) => line.requestId === id);
    expect(logged.length).toBeGreaterThanOrEqual(2);
    await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(lines.some((line) => (line.req as { url?: string })?.url === '/api/ready')).toBe(false);
  });

  it("keeps the proxy's X-Request-Id when it is a sane token, and makes one when it is not", async () => {
    const proxied = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': proxied },
    });
    expect(kept.headers['x-request-id']).toBe(proxied);
    for (const bad of ['short', 'x'.repeat(65), 'a b c d e f g h', 'abc\u0001defghij']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('writes the id as the reference of a 5xx answer', async () => {
    const other = await createTestApp();
    await other.app.ready();
    await other.app.database.close();
    const res = await other.app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'x-request-id': 'proxy-request-0001' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, reference: 'proxy-request-0001' });
    await other.close();
  });

  it('adds no reference to a 4xx answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().reference).toBeUndefined();
  });
});
