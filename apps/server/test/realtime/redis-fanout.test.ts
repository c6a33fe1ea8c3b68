import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayload, subscribe } from '../factories/orders.ts';
import { randomAddress, signupUser } from '../factories/users.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app.ts';
import { testDriver } from '../helpers/test-database.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const apps: TestApp[] = [];
const sockets: Socket[] = [];

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const a of apps) await a.close();
});

// Two instances share one database and one Redis: an order taken by one reaches an admin
// connected to the other, which is how production runs several instances. Only on PostgreSQL:
// the embedded database is one process's own (each PGlite test app is a separate in-memory
// database), so two instances cannot share it, and booting two of them only cost time.
describe.runIf(redisUrl && testDriver === 'postgres')(
  'new_order across instances through Redis',
  () => {
    let first: TestApp;
    let second: TestApp;
    // Booting two apps is set-up, not the behaviour under test: it has the hook's time limit.
    beforeAll(async () => {
      first = await createTestApp({ redisUrl });
      apps.push(first);
      second = await createTestApp({ redisUrl, database: first.config.database });
      apps.push(second);
    });

    it('reaches an admin connected to another instance', async () => {
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
      const arrived = new Promise<void>((resolve) =>
        admin.on('new_order', (e) => {
          heard.push(e);
          resolve();
        }),
      );

      const customer = await signupUser(first.app);
      const order = (await subscribe(first.app, customer.token, orderPayload())).json();
      // Waits on the event itself; the test's time limit bounds a lost one.
      await arrived;
      expect(heard).toEqual([
        { subscriptionId: order.subscriptionId, totalPrice: order.totalPrice },
      ]);
    });
  },
);
