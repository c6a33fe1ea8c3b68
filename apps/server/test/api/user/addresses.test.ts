import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../../src/db/schema/addresses.ts';
import { bearer, deleteAccount, signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOME = { at: 'Plot 42, Kharavela Nagar', po: 'Unit 3', dist: 'Khordha', pin: '751001' };
const OFFICE = {
  at: 'Tower B, Infocity',
  po: 'Patia',
  dist: 'Khordha',
  pin: '751024',
  lat: 20.35,
  lng: 85.82,
};

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', token: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url: '/api/user/address',
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('address book /api/user/address', () => {
  it('adds, lists with _id, edits and deletes by position', async () => {
    const { token } = await signupUser(t.app);
    expect((await call('GET', token)).json()).toEqual({ success: true, addresses: [] });

    const added = await call('POST', token, { address: { ...HOME, at: `  ${HOME.at}  ` } });
    expect(added.statusCode).toBe(201);
    expect(added.json().address).toMatchObject({ ...HOME, lat: null, lng: null });
    expect(added.json().address._id).toMatch(/^[0-9a-f-]{36}$/);
    await call('POST', token, { address: OFFICE });

    const listed = (await call('GET', token)).json().addresses;
    expect(listed.map((a: { at: string }) => a.at)).toEqual([HOME.at, OFFICE.at]);

    const edited = await call('PUT', token, {
      index: 1,
      updatedAddress: { ...OFFICE, po: 'Chandrasekharpur' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().addresses[1]).toMatchObject({
      po: 'Chandrasekharpur',
      _id: listed[1]._id,
    });

    const removed = await call('DELETE', token, { index: 0 });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().addresses.map((a: { at: string }) => a.at)).toEqual([OFFICE.at]);
  });

  it.each([
    [{ ...HOME, at: '' }, MSG.addressFieldsRequired],
    [{ ...HOME, po: '   ' }, MSG.addressFieldsRequired],
    [{ at: 'x', po: 'y', dist: 'z' }, MSG.addressFieldsRequired],
    [{ ...HOME, pin: '75100' }, MSG.invalidPin],
    [{ ...HOME, pin: 'abcdef' }, MSG.invalidPin],
    [{ ...HOME, at: 'x'.repeat(201) }, MSG.addressFieldTooLong],
    [{ ...HOME, lat: 'north', lng: 85 }, MSG.invalidLatitude],
    // A detected locality alone cannot lead a rider to a door (issue 11 point 1).
    [{ ...HOME, at: 'Kharavela Nagar' }, MSG.addressNeedsHouse],
  ])('refuses %o with its message', async (address, message) => {
    const { token } = await signupUser(t.app);
    const res = await call('POST', token, { address });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it.each([
    ['a PIN outside Odisha', { ...HOME, pin: '700001' }],
    ['coordinates outside Odisha', { ...HOME, lat: 22.5726, lng: 88.3639 }],
    ['one coordinate only', { ...HOME, lat: 20.3, lng: null }],
  ])(
    'refuses %s with "Only Odisha locations allowed", on add and on edit',
    async (_label, address) => {
      const { token, user } = await signupUser(t.app);
      const res = await call('POST', token, { address });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: MSG.onlyOdisha });
      await call('POST', token, { address: HOME });
      const edit = await call('PUT', token, { index: 0, updatedAddress: address });
      expect(edit.json()).toEqual({ success: false, message: MSG.onlyOdisha });
      const rows = await t.app.db.select().from(addresses).where(eq(addresses.userId, user._id));
      expect(rows.map((r) => r.pin)).toEqual([HOME.pin]);
    },
  );

  it('answers 404 for an index out of range and 400 for a bad index', async () => {
    const { token } = await signupUser(t.app);
    await call('POST', token, { address: HOME });
    expect((await call('PUT', token, { index: 1, updatedAddress: HOME })).statusCode).toBe(404);
    expect((await call('DELETE', token, { index: 5 })).statusCode).toBe(404);
    for (const index of [-1, 1.5, 'abc', null, undefined, {}]) {
      const res = await call('DELETE', token, { index });
      expect(res.statusCode, String(index)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await call('PUT', token, { updatedAddress: HOME })).statusCode).toBe(400);
  });

  it('keeps each customer to their own addresses', async () => {
    const asha = await signupUser(t.app);
    const ravi = await signupUser(t.app);
    await call('POST', asha.token, { address: HOME });
    expect((await call('GET', ravi.token)).json().addresses).toEqual([]);
    // Ravi's index 0 does not exist, whatever Asha has.
    expect((await call('DELETE', ravi.token, { index: 0 })).statusCode).toBe(404);
    expect((await call('PUT', ravi.token, { index: 0, updatedAddress: OFFICE })).statusCode).toBe(
      404,
    );
    expect((await call('GET', asha.token)).json().addresses).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      expect((await call(method, null, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    }
  });

  it('removes the addresses with the account', async () => {
    const { token, user } = await signupUser(t.app);
    await call('POST', token, { address: HOME });
    expect((await deleteAccount(t.app, token)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(addresses).where(eq(addresses.userId, user._id));
    expect(rows).toHaveLength(0);
  });

  it('refuses more than 20 saved addresses', async () => {
    const { token } = await signupUser(t.app);
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await call('POST', token, { address: { ...HOME, at: `House ${i}` } })).statusCode,
      ).toBe(201);
    }
    const res = await call('POST', token, { address: HOME });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can save up to 20 addresses.');
  });

  it('keeps the cap of 20 under 60 parallel saves', async () => {
    const { token } = await signupUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call('POST', token, { address: { ...HOME, at: `Flat ${i}` } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(40);
    expect((await call('GET', token)).json().addresses).toHaveLength(20);
  });
});
