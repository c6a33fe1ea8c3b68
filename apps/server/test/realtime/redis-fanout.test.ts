import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { orderPayload, subscribe } from '../factories/orders.ts';
import { randomAddress, signupUser } from '../factories/users.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const apps: TestApp[] = [];
const sockets: Socket[] = [];

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const a of apps) await a.close();
});

// Two instances share one database and one Redis: an order taken by one reaches an admin
// connected to the other, which is how production runs several instances.
describe.runIf(redisUrl)('new_order across instances through Redis', () => {
  it('reaches an admin connected to another instance', async () => {
    const first = await createTestApp({ redisUrl });
    apps.push(first);
    const second = await createTestApp({ redisUrl, database: first.config.database });
    apps.push(second);
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (second.app.server.address() as AddressInfo).port;

    const admin = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      forceNew: true,
    });
    sockets.push(admin);
    await new Promise<void>((resolve) => admin.once('connect', () => resolve()));
    const login = await second.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ADMIN,
      remoteAddress: randomAddress(),
    });
    const joined = await new Promise((r) => admin.emit('joinAdmin', login.json().token, r));
    expect(joined).toEqual({ success: true });
    const heard: unknown[] = [];
    admin.on('new_order', (e) => heard.push(e));

    const customer = await signupUser(first.app);
    const order = (await subscribe(first.app, customer.token, orderPayload())).json();
    const deadline = Date.now() + 3000;
    while (heard.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual([{ subscriptionId: order.subscriptionId, totalPrice: order.totalPrice }]);
  });
});
