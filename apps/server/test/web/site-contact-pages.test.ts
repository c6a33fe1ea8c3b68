import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  PLACEHOLDER_CONTACT,
  readSiteConfig,
  serializeSiteConfig,
} from '@fitthali/domain/site-contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSiteContact } from '../../src/plugins/site-contact-html.ts';
import { createTestApp, fakeWebDir, scriptHash, type TestApp } from '../helpers/test-app.ts';

const CONTACT = {
  phone: '+91 98610 12345',
  whatsapp: '+91 70080 54321',
  email: 'care@fitthali.in',
};
const HYDRATE = 'window.__reactRouterContext = {"url":"/contact"};';

/** A page as the web build prerenders it: placeholders in the markup and in the config block. */
const BUILT_PAGE = [
  '<!doctype html><html><head><title>Contact</title>',
  `<script type="application/json" id="site-config">${serializeSiteConfig(PLACEHOLDER_CONTACT)}</script>`,
  `<script>${HYDRATE}</script></head><body><h1>Contact Us</h1>`,
  `<a href="mailto:${PLACEHOLDER_CONTACT.email}">${PLACEHOLDER_CONTACT.email}</a>`,
  `<a href="tel:+919000000000">${PLACEHOLDER_CONTACT.phone}</a>`,
  `<a href="https://wa.me/919000000001">${PLACEHOLDER_CONTACT.whatsapp}</a>`,
  '</body></html>',
].join('');

function configBlock(html: string) {
  return readSiteConfig(
    /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(html)?.[1],
  );
}

describe('withSiteContact', () => {
  it('puts the configured values in the markup and the config block', () => {
    const html = withSiteContact(BUILT_PAGE, CONTACT);
    for (const placeholder of ['90000', '919000000000', PLACEHOLDER_CONTACT.email]) {
      expect(html).not.toContain(placeholder);
    }
    expect(html).toContain('<a href="mailto:care@fitthali.in">care@fitthali.in</a>');
    expect(html).toContain('<a href="tel:+919861012345">+91 98610 12345</a>');
    expect(html).toContain('<a href="https://wa.me/917008054321">+91 70080 54321</a>');
    expect(configBlock(html)).toEqual(CONTACT);
    // The executable script is untouched, so its hash still holds.
    expect(html).toContain(`<script>${HYDRATE}</script>`);
  });

  it('escapes values for HTML and keeps them inside the block', () => {
    const odd = { ...CONTACT, email: 'a&b</script><script>x()@fitthali.in' };
    const html = withSiteContact(BUILT_PAGE, odd);
    expect(html).toContain('a&amp;b&lt;/script&gt;&lt;script&gt;x()@fitthali.in</a>');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('a&b\\u003c/script>\\u003cscript>x()@fitthali.in');
    expect(configBlock(html)).toEqual(odd);
  });

  it('swaps in one pass, so a value holding another placeholder stays as configured', () => {
    const html = withSiteContact(BUILT_PAGE, { ...CONTACT, phone: PLACEHOLDER_CONTACT.whatsapp });
    expect(html).toContain(`<a href="tel:+919000000001">${PLACEHOLDER_CONTACT.whatsapp}</a>`);
    expect(html).toContain('<a href="https://wa.me/917008054321">+91 70080 54321</a>');
  });

  it('leaves a page without contact details as it was', () => {
    const page = '<!doctype html><html><body><h1>About</h1></body></html>';
    expect(withSiteContact(page, CONTACT)).toBe(page);
  });
});

describe('serving pages with the configured contact points', () => {
  let webDir = '';
  let t: TestApp;
  beforeAll(async () => {
    webDir = await fakeWebDir();
    await writeFile(join(webDir, 'index.html'), BUILT_PAGE);
    await writeFile(join(webDir, 'index.html.br'), brotliCompressSync(BUILT_PAGE));
    await writeFile(join(webDir, 'index.html.gz'), gzipSync(BUILT_PAGE));
    t = await createTestApp({ webDir, contact: CONTACT, contactPlaceholders: [] });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('sends them in the plain, brotli and gzip copies alike', async () => {
    const bodies = [];
    for (const encoding of ['identity', 'br', 'gzip']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : encoding === 'gzip'
            ? gunzipSync(res.rawPayload).toString()
            : res.body;
      expect(res.headers['content-security-policy']).toContain(scriptHash(HYDRATE));
      bodies.push(body);
    }
    expect(bodies[0]).toContain('+91 98610 12345');
    expect(bodies[0]).not.toContain(PLACEHOLDER_CONTACT.phone);
    expect(new Set(bodies).size).toBe(1);
  });

  it('never sends a built page or its compressed copy from disk, with the placeholders', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('+91 98610 12345');
    expect(page.body).not.toContain(PLACEHOLDER_CONTACT.phone);
    for (const url of ['/index.html.br', '/index.html.gz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
