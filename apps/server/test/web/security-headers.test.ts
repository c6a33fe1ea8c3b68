import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHeaders } from '../../src/plugins/security-headers.ts';
import { createTestApp, fakeWebDir, scriptHash, type TestApp } from '../helpers/test-app.ts';

describe('page security headers', () => {
  it('let Razorpay Checkout load and frame only when Razorpay is configured', () => {
    const without = pageHeaders(false)['content-security-policy'];
    expect(without).not.toContain('razorpay');
    expect(without).toContain("frame-src 'none'");
    const withRazorpay = pageHeaders(true)['content-security-policy'];
    expect(withRazorpay).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(withRazorpay).toContain(
      'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    );
  });
});

const HYDRATE = 'window.__reactRouterContext = {"url":"/"};';
const ENTRY = 'import("/assets/app-abc123.js");';

let webDir = '';
let t: TestApp;
beforeAll(async () => {
  webDir = await fakeWebDir();
  await writeFile(
    join(webDir, 'index.html'),
    `<!doctype html><html><head><title>Home</title><script>${HYDRATE}</script></head><body><script type="module" async="">${ENTRY}</script></body></html>`,
  );
  t = await createTestApp({ webDir, trustProxy: true });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const scriptSrc = (csp: string | undefined) =>
  (csp ?? '').split(';').find((d) => d.startsWith('script-src')) ?? '';

describe('content security policy of served pages', () => {
  it('allows exactly the page’s own inline scripts by hash, never any inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const policy = scriptSrc(res.headers['content-security-policy'] as string);
    expect(policy).toContain(scriptHash(HYDRATE));
    expect(policy).toContain(scriptHash(ENTRY));
    expect(policy).not.toContain('unsafe-inline');
    // Another page carries no hashes of this one.
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(scriptSrc(about.headers['content-security-policy'] as string)).toBe("script-src 'self'");
  });
});

describe('HSTS', () => {
  /** A GET the proxy in front reports as having come over HTTPS. */
  const overHttps = (app: TestApp['app'], url: string) =>
    app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });

  it('is sent over HTTPS (as the proxy reports it) and never over plain HTTP', async () => {
    const https = await overHttps(t.app, '/');
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await overHttps(t.app, '/api/health');
    expect(api.headers['strict-transport-security']).toBeDefined();
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto unless the proxy is trusted', async () => {
    const untrusted = await createTestApp();
    const res = await overHttps(untrusted.app, '/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    await untrusted.close();
  });
});
