import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BUSINESS_MSG } from '@fitthali/domain/business-messages';
import { PLACEHOLDER_CONTACT, serializeSiteConfig } from '@fitthali/domain/site-contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../factories/admin.ts';
import { BUSINESS, putBusiness } from '../../factories/business.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { createTestApp, fakeWebDir, type TestApp } from '../../helpers/test-app.ts';

// The contact page as the web build prerenders it: empty legal holders and the site-config block.
const BUILT_CONTACT = [
  '<!doctype html><html><head>',
  `<script type="application/json" id="site-config">${serializeSiteConfig(PLACEHOLDER_CONTACT)}</script>`,
  '</head><body><h1>Contact Us</h1>',
  '<div class="container legal-details" data-legal="contact"></div>',
  '<footer><div class="container site-footer__legal" data-legal="footer"></div></footer>',
  '</body></html>',
].join('');

describe('the operator’s legal details (issue 15 point 6)', () => {
  let webDir = '';
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    webDir = await fakeWebDir();
    await mkdir(join(webDir, 'contact'), { recursive: true });
    await writeFile(join(webDir, 'contact', 'index.html'), BUILT_CONTACT);
    await writeFile(join(webDir, 'contact', 'index.html.gz'), gzipSync(BUILT_CONTACT));
    t = await createTestApp({ webDir });
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const publicDetails = () => t.app.inject({ method: 'GET', url: '/api/settings/business' });
  const contactPage = (encoding = 'identity') =>
    t.app.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': encoding } });

  it('invents nothing before the operator saves, and the pages stay as built', async () => {
    const res = await publicDetails();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      legalName: '',
      address: '',
      phone: PLACEHOLDER_CONTACT.phone,
      email: PLACEHOLDER_CONTACT.email,
      gstin: '',
      fssai: '',
      grievanceOfficer: { name: '', email: '', phone: '' },
      // Not a legal detail: the confirm page needs it to show the total (decision 124).
      pricesIncludeGst: true,
    });
    expect((await contactPage()).body).toBe(BUILT_CONTACT);
  });

  it('lets only an admin read or change them', async () => {
    const { token } = await signupUser(t.app);
    expect((await putBusiness(t.app, token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/business',
      payload: BUSINESS,
    });
    expect(anonymous.statusCode).toBe(401);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/business',
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(403);
  });

  it('refuses a wrong field with the domain’s sentence and keeps what was saved', async () => {
    const cases: [object, string][] = [
      [{ ...BUSINESS, gstin: '27AAPFU0939F1ZV' }, BUSINESS_MSG.invalidGstin],
      [{ ...BUSINESS, gstin: '21AAACF1234A1ZS' }, BUSINESS_MSG.invalidGstin],
      [{ ...BUSINESS, fssai: '1234567890123' }, BUSINESS_MSG.invalidFssai],
      [{ ...BUSINESS, state: 'Kerala' }, BUSINESS_MSG.stateUnsupported],
      [{ ...BUSINESS, invoicePrefix: 'FT/1' }, BUSINESS_MSG.invalidPrefix],
      [{ ...BUSINESS, legalName: '' }, BUSINESS_MSG.legalNameRequired],
      [
        { ...BUSINESS, grievanceOfficer: { ...BUSINESS.grievanceOfficer, phone: '12' } },
        BUSINESS_MSG.invalidOfficerPhone,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await putBusiness(t.app, admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect((await publicDetails()).json().legalName).toBe('');
  });

  it('answers the saved details publicly and shows them in the footer and on the contact page', async () => {
    const saved = await putBusiness(t.app, admin, { ...BUSINESS, gstin: '21aaacf1234a1zr' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, gstin: '21AAACF1234A1ZR' });
    expect((await publicDetails()).json()).toEqual({
      success: true,
      legalName: BUSINESS.legalName,
      address: BUSINESS.address,
      phone: BUSINESS.phone,
      email: BUSINESS.email,
      gstin: BUSINESS.gstin,
      fssai: BUSINESS.fssai,
      grievanceOfficer: BUSINESS.grievanceOfficer,
      pricesIncludeGst: true,
    });
    const admins = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/business',
      headers: bearer(admin),
    });
    expect(admins.json()).toEqual({
      success: true,
      ...BUSINESS,
      // Saved details allow invoices; nothing waits for one (issue 25 point 5).
      invoiceStatus: { ready: true, paymentsWithoutInvoice: 0 },
    });

    for (const encoding of ['identity', 'gzip']) {
      const res = await contactPage(encoding);
      const body = encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
      const footer = /data-legal="footer">([\s\S]*?)<\/div>/.exec(body)?.[1] ?? '';
      const contact = /data-legal="contact">([\s\S]*?)<\/div>/.exec(body)?.[1] ?? '';
      for (const part of [footer, contact]) {
        expect(part).toContain(BUSINESS.legalName);
        expect(part).toContain(BUSINESS.address);
        expect(part).toContain('tel:+919000000010');
        expect(part).toContain(BUSINESS.email);
        expect(part).toContain(BUSINESS.grievanceOfficer.name);
        expect(part).toContain(BUSINESS.grievanceOfficer.email);
        expect(part).toContain(BUSINESS.grievanceOfficer.phone);
        expect(part).toContain(BUSINESS.fssai);
      }
      // The browser code renders the block's markup, so hydration shows the very same.
      const block = /id="site-config">([^<]*)</.exec(body)?.[1] ?? '';
      expect(JSON.parse(block)).toEqual({
        contact: PLACEHOLDER_CONTACT,
        legal: { footer, contact },
      });
    }
  });

  it('escapes what the operator typed, and a new FSSAI number shows from the next page', async () => {
    const res = await putBusiness(t.app, admin, {
      ...BUSINESS,
      legalName: 'FitThali <script>alert(1)</script> & Co',
      fssai: '22021999000999',
    });
    expect(res.statusCode).toBe(200);
    const body = (await contactPage()).body;
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('FitThali &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(body).toContain('FSSAI Lic. No. 22021999000999');
    expect(body).not.toContain(BUSINESS.fssai);
    // The block cannot be ended early either.
    expect(/id="site-config">([^<]*)</.exec(body)?.[1]).toContain('\\u003c');
  });
});
