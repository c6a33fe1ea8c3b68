import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('serving the web app', () => {
  it('serves the prerendered home page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Home</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the page security headers on HTML', async () => {
    for (const url of ['/', '/profile']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('serves a prerendered page with or without a trailing slash or query', async () => {
    for (const url of ['/about', '/about/', '/about?ref=footer']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<h1>About</h1>');
    }
  });

  it('hands every other path to the client router through the SPA fallback', async () => {
    for (const url of ['/profile', '/admin', '/admin/users', '/blog/some-post', '/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<h1>Loading</h1>');
    }
  });

  it('sends the compressed copy of pages and assets to browsers that accept it', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Home</h1>');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>Home</h1>');
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    // A page without a compressed copy is sent as is.
    const plain = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>About</h1>');
  });

  it('answers /404 with its page and a 404 status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/404' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('404 - Page Not Found');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 rather than a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<h1>');
  });

  it('does not serve files outside the web root', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/../../package.json' });
    expect(res.statusCode).not.toBe(500);
    expect(res.body).not.toContain('"workspaces"');
  });
});
