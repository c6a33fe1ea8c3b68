import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { DEFAULT_DELIVERY_SETTINGS } from '@fitthali/domain/delivery-settings';
import { PLACEHOLDER_CONTACT, serializeSiteConfig } from '@fitthali/domain/site-contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../factories/admin.ts';
import { bearer } from '../factories/users.ts';
import { createTestApp, fakeWebDir, type TestApp } from '../helpers/test-app.ts';

// The FAQ as the web build prerenders it: the default 24 hours, and the site-config block.
const BUILT_FAQ = [
  '<!doctype html><html><head>',
  '<meta name="description" content="Full refund when you cancel at least 24 hours before your first meal’s delivery window opens."/>',
  `<script type="application/json" id="site-config">${serializeSiteConfig(PLACEHOLDER_CONTACT)}</script>`,
  '</head><body><h1>FAQs</h1>',
  '<p>Yes. Cancel or pause at least 24 hours before your next delivery.</p>',
  '<p>Lunch, dinner or both, on the days you choose. Pause or cancel with 24 hours notice.</p>',
  '<p>We aim to resolve escalations within 72 hours.</p>',
  '</body></html>',
].join('');

// The Odia FAQ as prerendered (decision 261): the Odia notice phrases at the default 24 hours.
const BUILT_ODIA_FAQ = [
  '<!doctype html><html lang="or"><head>',
  `<script type="application/json" id="site-config">${serializeSiteConfig(PLACEHOLDER_CONTACT)}</script>`,
  '</head><body>',
  '<p>ହଁ। ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଡେଲିଭରିର ଅତି କମରେ 24 ଘଣ୍ଟା ଆଗରୁ ବାତିଲ୍ କିମ୍ବା ବିରତି (pause) କରନ୍ତୁ।</p>',
  '<p>ଡେଲିଭରିର ଅତି କମରେ 24 ଘଣ୍ଟା ଆଗରୁ ବାଦ୍ (skip) କଲେ।</p>',
  '<p>ଆପଣଙ୍କ ପ୍ରଥମ ଭୋଜନର ଡେଲିଭରି ସମୟ ଆରମ୍ଭ ହେବାର ଅତି କମରେ 24 ଘଣ୍ଟା ଆଗରୁ ବାତିଲ୍ କଲେ।</p>',
  '</body></html>',
].join('');

const SLOTS = DEFAULT_DELIVERY_SETTINGS;

describe('pages quote the configured cut-off hours (issue 13 point 2)', () => {
  let webDir = '';
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    webDir = await fakeWebDir();
    await mkdir(join(webDir, 'faqs'), { recursive: true });
    await writeFile(join(webDir, 'faqs', 'index.html'), BUILT_FAQ);
    await writeFile(join(webDir, 'faqs', 'index.html.gz'), gzipSync(BUILT_FAQ));
    await mkdir(join(webDir, 'or', 'faqs'), { recursive: true });
    await writeFile(join(webDir, 'or', 'faqs', 'index.html'), BUILT_ODIA_FAQ);
    t = await createTestApp({ webDir });
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const put = (slots: readonly object[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      headers: bearer(admin),
      payload: { slots },
    });
  const faq = (encoding = 'identity') =>
    t.app.inject({ method: 'GET', url: '/faqs', headers: { 'accept-encoding': encoding } });

  it('serves the built page unchanged at the defaults', async () => {
    const res = await faq();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(BUILT_FAQ);
  });

  it('serves 48 hours everywhere after the operator sets 48, and 24 again after', async () => {
    expect((await put(SLOTS.map((s) => ({ ...s, cutoffHours: 48 })))).statusCode).toBe(200);
    for (const encoding of ['identity', 'gzip']) {
      const res = await faq(encoding);
      const body = encoding === 'gzip' ? gzipDecode(res.rawPayload) : res.body;
      expect(body).toContain('Cancel or pause at least 48 hours before your next delivery.');
      expect(body).toContain('Pause or cancel with 48 hours notice.');
      expect(body).toContain('at least 48 hours before your first meal’s delivery window opens."');
      expect(body).not.toContain('24 hours');
      // Other figures stay as they are.
      expect(body).toContain('within 72 hours');
      // The browser code reads the same figures, so hydration says the same.
      const block = /id="site-config">([^<]*)</.exec(body)?.[1] ?? '';
      expect(JSON.parse(block)).toEqual({
        contact: PLACEHOLDER_CONTACT,
        cutoffHours: { Lunch: 48, Dinner: 48 },
        pauseOrCancel: 'Pause or cancel with 48 hours notice.',
      });
    }
    expect((await put(SLOTS)).statusCode).toBe(200);
    expect((await faq()).body).toBe(BUILT_FAQ);
  });

  it('says each slot’s figure when they differ', async () => {
    await put(SLOTS.map((s) => ({ ...s, cutoffHours: s.slot === 'Dinner' ? 12 : 24 })));
    const res = await faq('br');
    const body = res.headers['content-encoding'] === 'br' ? brotli(res.rawPayload) : res.body;
    expect(body).toContain(
      'Cancel or pause at least 24 hours before your next delivery for a lunch and 12 hours for a dinner.',
    );
    expect(body).toContain(
      'Pause or cancel up to 24 hours before a lunch, 12 hours before a dinner.',
    );
    await put(SLOTS);
  });

  it('says the configured hours in the Odia pages’ own words', async () => {
    const odiaFaq = () => t.app.inject({ method: 'GET', url: '/or/faqs' });
    expect((await odiaFaq()).body).toBe(BUILT_ODIA_FAQ);
    await put(SLOTS.map((s) => ({ ...s, cutoffHours: 48 })));
    let body = (await odiaFaq()).body;
    expect(body).toContain('ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଡେଲିଭରିର ଅତି କମରେ 48 ଘଣ୍ଟା ଆଗରୁ ବାତିଲ୍');
    expect(body).toContain('<p>ଡେଲିଭରିର ଅତି କମରେ 48 ଘଣ୍ଟା ଆଗରୁ ବାଦ୍');
    expect(body).toContain('ଆରମ୍ଭ ହେବାର ଅତି କମରେ 48 ଘଣ୍ଟା ଆଗରୁ ବାତିଲ୍');
    expect(body).not.toContain('24 ଘଣ୍ଟା');
    await put(SLOTS.map((s) => ({ ...s, cutoffHours: s.slot === 'Dinner' ? 12 : 24 })));
    body = (await odiaFaq()).body;
    expect(body).toContain(
      'ଆପଣଙ୍କ ପରବର୍ତ୍ତୀ ଡେଲିଭରିର ଅତି କମରେ ମଧ୍ୟାହ୍ନ ଭୋଜନ ପାଇଁ 24 ଘଣ୍ଟା ଓ ରାତ୍ରି ଭୋଜନ ପାଇଁ 12 ଘଣ୍ଟା ଆଗରୁ ବାତିଲ୍',
    );
    await put(SLOTS);
    expect((await odiaFaq()).body).toBe(BUILT_ODIA_FAQ);
  });
});

function gzipDecode(payload: Buffer): string {
  return gunzipSync(payload).toString();
}

function brotli(payload: Buffer): string {
  return brotliDecompressSync(payload).toString();
}
