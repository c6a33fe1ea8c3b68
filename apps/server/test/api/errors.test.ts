import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A route that fails unexpectedly and one that echoes a body, to exercise the error path.
  t.app.get('/api/__test/boom', async () => {
    throw new Error('select * from users where secret');
  });
  t.app.post('/api/__test/echo', async (req) => ({ success: true, body: req.body }));
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

/** Posts a raw body to the test echo route with the given content type. */
function echo(contentType: string, payload: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/__test/echo',
    headers: { 'content-type': contentType },
    payload,
  });
}

describe('API errors', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    for (const url of ['/api/nope', '/api', '/api/user/nope?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ success: false, message: 'Not found.' });
    }
    const post = await t.app.inject({ method: 'DELETE', url: '/api/nope' });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });

  it('answers /api paths in any letter case with 404 JSON, never the web page', async () => {
    // The storefront's pages answer every other unknown GET; the API's prefix is not theirs.
    const page = await t.app.inject({ method: 'GET', url: '/admin/books' });
    expect(page.headers['content-type']).toContain('text/html');
    for (const url of ['/API/ADMIN/BOOKS', '/Api/health', '/API', '/aPi/user/nope?x=1']) {
      for (const method of ['GET', 'HEAD', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toContain('application/json');
        if (method !== 'HEAD')
          expect(res.json()).toEqual({ success: false, message: 'Not found.' });
      }
    }
  });

  it('answers headers over the size limit with 431 JSON', async () => {
    // The HTTP parser refuses these before any route or hook runs: a real socket, not inject.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.on('error', () => {});
    socket.write(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(32 * 1024)}\r\n\r\n`,
    );
    await once(socket, 'close');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({
      success: false,
      message: "The request's headers are too large.",
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await echo('application/json', '{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await echo(
      'application/json',
      JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'The request body is too large (limit 1 MB).',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await echo('application/x-unknown', 'hello');
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('never leaks internals on a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      // The request's id, which a customer can quote and the operator finds in the log.
      reference: res.headers['x-request-id'],
    });
    expect(body.reference).toMatch(/^[0-9a-f]{16}$/);
    expect(res.body).not.toContain('select');
    expect(res.body).not.toContain('stack');
  });

  it('sends the API security headers on JSON answers, errors included', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
