// Issue 28 point 4: a customer downloads everything FitThali keeps about them as JSON (India's
// Digital Personal Data Protection Act), and only theirs.
import { todayInIndia } from '@fitthali/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/users.ts';
import { type SeededBusiness, seedBusiness } from '../../backup/seed-business.ts';
import { bearer, randomAddress } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let now = new Date();
let t: TestApp;
let seeded: SeededBusiness;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  seeded = await seedBusiness(t.app, (next) => {
    now = next;
  });
  for (const [i, customer] of seeded.customers.entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: randomAddress(),
      payload: { name: `Sender ${i}`, email: customer.email.toUpperCase(), message: `Note ${i}` },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  // A business made through the API (signups hash passwords, the photo is resized).
}, 180_000);
afterAll(async () => {
  await t.close();
});

function download(token?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/user/export',
    headers: token ? bearer(token) : {},
  });
}

async function storedUser(email: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error('no such customer');
  return row;
}

describe('GET /api/user/export', () => {
  it('answers 401 to anyone not signed in', async () => {
    const res = await download();
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
    expect((await download('not-a-token')).statusCode).toBe(401);
  });

  it('downloads the customer’s profile, orders, meals, money, invoices, messages and ratings', async () => {
    const [online, cod] = seeded.customers;
    if (!online || !cod) throw new Error('two customers');
    const res = await download(cod.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="fitthali-data-${todayInIndia(now)}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    const user = await storedUser(cod.email);
    expect(data.profile).toEqual({
      id: user.id,
      name: 'Bikash Sahu',
      email: cod.email,
      phone: user.phone,
      language: 'en',
      avoids: [],
      createdAt: user.createdAt.toISOString(),
    });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ planName: 'High Protein', paymentMode: 'COD' });
    expect(data.deliveries.length).toBe(data.orders[0].totalMeals);
    expect(data.deliveries[0]).toMatchObject({ status: 'delivered', dish: expect.any(String) });
    expect(data.deliveries[1]).toMatchObject({ status: 'missed' });
    expect(data.credits.length).toBeGreaterThan(0);
    expect(data.ratings).toEqual([
      expect.objectContaining({ stars: 4, comment: 'Tasty', dish: data.deliveries[0].dish }),
    ]);
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ name: 'Sender 1', message: 'Note 1' }),
    ]);
    expect(data.preferences).toMatchObject({ language: 'en', avoids: [] });

    const paid = (await download(online.token)).json();
    expect(paid.payments).toEqual([expect.objectContaining({ mode: 'Online', status: 'paid' })]);
    expect(paid.refunds).toEqual([
      expect.objectContaining({ amount: 100, reason: 'Late delivery' }),
    ]);
    expect(paid.invoices[0]).toMatchObject({
      number: expect.stringMatching(/^FT\//),
      kind: 'invoice',
      amountPaise: expect.any(Number),
      issuedAt: expect.any(String),
    });
  });

  it('holds no secret and nothing of another customer', async () => {
    const [online, cod] = seeded.customers;
    if (!online || !cod) throw new Error('two customers');
    const mine = await storedUser(online.email);
    const theirs = await storedUser(cod.email);
    const text = (await download(online.token)).body;
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('tokenVersion');
    expect(text).not.toContain(mine.passwordHash ?? 'no hash');
    expect(text).not.toContain(online.token);
    expect(text).toContain(mine.id);
    const otherData = JSON.parse((await download(cod.token)).body);
    for (const foreign of [
      theirs.id,
      cod.email,
      'Bikash Sahu',
      'Note 1',
      'Tasty',
      otherData.orders[0].id,
      otherData.deliveries[0].id,
      otherData.credits[0].id,
    ]) {
      expect(text).not.toContain(foreign);
    }
  });
});
