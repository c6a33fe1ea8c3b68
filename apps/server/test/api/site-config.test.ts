import { Writable } from 'node:stream';
import { PLACEHOLDER_CONTACT } from '@fitthali/domain/site-contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const CONTACT = {
  phone: '+91 98610 12345',
  whatsapp: '+91 70080 54321',
  email: 'care@fitthali.in',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ contact: CONTACT, contactPlaceholders: [] });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/site-config', () => {
  it('answers the configured contact points without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, contact: CONTACT });
  });
});

describe('placeholder contact details', () => {
  /** Starts an app without contact settings and answers its start-up log and a site-config answer. */
  async function start(env: 'production' | 'test') {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const app = await createTestApp(
      { env, logLevel: 'info', contactPlaceholders: ['SUPPORT_PHONE', 'SUPPORT_WHATSAPP'] },
      { logStream: stream },
    );
    const res = await app.app.inject({ method: 'GET', url: '/api/site-config' });
    await app.close();
    return { log, answer: res.json() };
  }

  it('are answered, and logged as an error at start-up in production naming the settings', async () => {
    const { log, answer } = await start('production');
    expect(answer).toEqual({ success: true, contact: PLACEHOLDER_CONTACT });
    const line = log.split('\n').find((l) => l.includes('CONTACT DETAILS ARE PLACEHOLDERS'));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      level: 50,
      settings: ['SUPPORT_PHONE', 'SUPPORT_WHATSAPP'],
    });
  });

  it('are not logged outside production', async () => {
    expect((await start('test')).log).not.toContain('CONTACT DETAILS ARE PLACEHOLDERS');
  });
});
