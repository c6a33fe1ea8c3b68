import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as userQueries from '../../src/db/queries/users.ts';
import { adminToken } from '../factories/admin.ts';
import { orderPayload, subscribe } from '../factories/orders.ts';
import { signupUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      socketLimits: {
        connectionsPerAddress: 3,
        eventsPerWindow: 5,
        windowMs: 60_000,
        failedJoins: 2,
      },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

function open(): Promise<Socket> {
  const s = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

const join = (s: Socket, token: unknown) =>
  new Promise<{ success: boolean }>((resolve) => s.emit('joinAdmin', token, resolve));

const disconnected = (s: Socket) =>
  new Promise<void>((resolve) => {
    if (s.disconnected) resolve();
    else s.once('disconnect', () => resolve());
  });

describe('Socket.IO limits', () => {
  it('refuses more connections from one address than the limit, and frees places on disconnect', async () => {
    const first = await Promise.all([open(), open(), open()]);
    await expect(open()).rejects.toThrow();
    first[0]?.disconnect();
    await vi.waitFor(async () => {
      const again = await open();
      again.disconnect();
    });
    for (const s of first) s.disconnect();
  });

  it('checks the admin once per socket and disconnects a socket that floods events', async () => {
    const token = await adminToken(t.app);
    const lookups = vi.spyOn(userQueries, 'findUserById');
    const s = await open();
    expect(await join(s, token)).toEqual({ success: true });
    const afterFirst = lookups.mock.calls.length;
    expect(afterFirst).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) expect(await join(s, token)).toEqual({ success: true });
    expect(lookups.mock.calls.length).toBe(afterFirst);
    lookups.mockRestore();
    // Past the budget of 5 events: the server hangs up.
    for (let i = 0; i < 10; i += 1) s.emit('joinAdmin', token);
    await disconnected(s);
    expect(s.disconnected).toBe(true);
  });

  it('disconnects a socket after repeated failed joins', async () => {
    const s = await open();
    expect((await join(s, 'not-a-token')).success).toBe(false);
    expect((await join(s, 'still-not-a-token')).success).toBe(false);
    await disconnected(s);
  });

  it('still gives a well-behaved admin its new-order events', async () => {
    const s = await open();
    expect(await join(s, await adminToken(t.app))).toEqual({ success: true });
    const heard = new Promise((resolve) => s.once('new_order', resolve));
    const customer = await signupUser(t.app);
    expect((await subscribe(t.app, customer.token, orderPayload())).statusCode).toBe(201);
    expect(await heard).toMatchObject({ totalPrice: expect.any(Number) });
    s.disconnect();
  });
});
