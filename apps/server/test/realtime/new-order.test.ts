import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayload, subscribe } from '../factories/orders.ts';
import { randomAddress, signupUser } from '../factories/users.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

async function socket(): Promise<Socket> {
  const s = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s;
}

function join(s: Socket, token: unknown): Promise<{ success: boolean }> {
  return new Promise((resolve) => s.emit('joinAdmin', token, resolve));
}

async function adminToken() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: TEST_ADMIN,
    remoteAddress: randomAddress(),
  });
  return res.json().token as string;
}

describe('new_order over Socket.IO', () => {
  it('reaches a joined admin socket exactly once, and no customer or unjoined socket', async () => {
    const admin = await socket();
    expect(await join(admin, await adminToken())).toEqual({ success: true });
    const customer = await signupUser(t.app);
    const customerSocket = await socket();
    expect((await join(customerSocket, customer.token)).success).toBe(false);
    const bogus = await socket();
    expect((await join(bogus, 'not-a-token')).success).toBe(false);
    const unjoined = await socket();

    const heard: Record<string, unknown[]> = { admin: [], customer: [], bogus: [], unjoined: [] };
    admin.on('new_order', (e) => heard.admin?.push(e));
    customerSocket.on('new_order', (e) => heard.customer?.push(e));
    bogus.on('new_order', (e) => heard.bogus?.push(e));
    unjoined.on('new_order', (e) => heard.unjoined?.push(e));

    const res = await subscribe(t.app, customer.token, orderPayload(), 'realtime-key-0001');
    // A retry of the same order is not a new order.
    await subscribe(t.app, customer.token, orderPayload(), 'realtime-key-0001');
    const order = res.json();
    await new Promise((r) => setTimeout(r, 400));
    expect(heard.admin).toEqual([
      { subscriptionId: order.subscriptionId, totalPrice: order.totalPrice },
    ]);
    expect(heard.customer).toEqual([]);
    expect(heard.bogus).toEqual([]);
    expect(heard.unjoined).toEqual([]);
  });

  it('does not announce an online order until it is paid', async () => {
    const admin = await socket();
    await join(admin, await adminToken());
    const heard: { subscriptionId: string }[] = [];
    admin.on('new_order', (e) => heard.push(e));
    const customer = await signupUser(t.app);
    const order = (
      await subscribe(t.app, customer.token, orderPayload({ paymentMode: 'Online' }))
    ).json();
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/test/complete',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { subscriptionId: order.subscriptionId },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(heard.map((e) => e.subscriptionId)).toEqual([order.subscriptionId]);
  });

  it('refuses the websocket upgrade for other transports (polling)', async () => {
    const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(400);
  });
});
