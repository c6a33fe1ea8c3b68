import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { verifyToken } from '../auth/tokens.ts';
import { findUserById } from '../db/queries/users.ts';

export const ADMIN_ROOM = 'admins';

export interface NewOrderEvent {
  subscriptionId: string;
  totalPrice: number;
}

export interface Realtime {
  notifyNewOrder(event: NewOrderEvent): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

type JoinAck = (answer: { success: boolean; message?: string }) => void;

/**
 * Socket.IO on the same server, websocket transport only. A socket hears new orders only after
 * it proves an admin token; with REDIS_URL, events reach admins connected to any instance.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      transports: ['websocket'],
      serveClient: false,
      // Same origin only: the admin screens are served by this server.
      cors: { origin: false },
    });

    const redisClients: { quit(): Promise<unknown> }[] = [];
    if (app.config.redisUrl) {
      const pub = createClient({ url: app.config.redisUrl });
      const sub = pub.duplicate();
      pub.on('error', (err) => app.log.error({ err }, 'redis publisher error'));
      sub.on('error', (err) => app.log.error({ err }, 'redis subscriber error'));
      await Promise.all([pub.connect(), sub.connect()]);
      io.adapter(createAdapter(pub, sub));
      redisClients.push(pub, sub);
      app.log.info('realtime: Redis adapter enabled');
    }

    io.on('connection', (socket) => {
      socket.on('joinAdmin', async (token: unknown, ack?: JoinAck) => {
        const reply = typeof ack === 'function' ? ack : () => {};
        try {
          if (typeof token !== 'string')
            return reply({ success: false, message: 'Token required' });
          const verified = await verifyToken(token, app.config.jwtSecret);
          const user = verified.ok ? await findUserById(app.db, verified.claims.userId) : undefined;
          if (user?.role !== 'admin') {
            return reply({ success: false, message: 'Only admins can join' });
          }
          await socket.join(ADMIN_ROOM);
          reply({ success: true });
        } catch (err) {
          app.log.warn({ err }, 'joinAdmin failed');
          reply({ success: false, message: 'Could not join' });
        }
      });
    });

    app.decorate('realtime', {
      notifyNewOrder(event: NewOrderEvent) {
        io.to(ADMIN_ROOM).emit('new_order', {
          subscriptionId: event.subscriptionId,
          totalPrice: event.totalPrice,
        });
      },
    });

    // Open websockets would keep the HTTP server from closing; drop them first.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      await Promise.all(redisClients.map((c) => c.quit().catch(() => {})));
    });
  },
  { name: 'realtime', dependencies: ['database'] },
);
