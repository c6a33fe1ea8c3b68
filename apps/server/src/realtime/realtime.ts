import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { verifyToken } from '../auth/tokens.ts';
import { findUserById } from '../db/queries/users.ts';
import {
  ConnectionCounter,
  clientAddress,
  DEFAULT_SOCKET_LIMITS,
  EventBudget,
  type SocketLimits,
} from './socket-limits.ts';

export const ADMIN_ROOM = 'admins';

export interface NewOrderEvent {
  subscriptionId: string;
  totalPrice: number;
}

export interface Realtime {
  notifyNewOrder(event: NewOrderEvent): void;
  /**
   * Whether the Redis that carries events between instances answers: null when none is
   * configured (one instance needs none). A PING, so a connection that looks open but is cut
   * counts as down.
   */
  redisAnswers(): Promise<boolean | null>;
  /** Sockets connected to this instance. */
  connections(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** A readiness check must answer quickly even while Redis hangs. */
const REDIS_PING_MS = 1000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

type JoinAck = (answer: { success: boolean; message?: string }) => void;

/**
 * Socket.IO on the same server, websocket transport only. A socket hears new orders only after
 * it proves an admin token; with REDIS_URL, events reach admins connected to any instance.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: { limits?: SocketLimits }) => {
    const limits = opts.limits ?? DEFAULT_SOCKET_LIMITS;
    const trustProxy = app.config.trustProxy;
    const connections = new ConnectionCounter(limits.connectionsPerAddress);
    const io = new Server(app.server, {
      path: '/socket.io',
      transports: ['websocket'],
      serveClient: false,
      // Same origin only: the admin screens are served by this server.
      cors: { origin: false },
      // The only event we take is a token; nothing larger has any business here.
      maxHttpBufferSize: 8 * 1024,
      // Refused before the websocket is even set up.
      allowRequest: (request, callback) => {
        const address = clientAddress(request, trustProxy);
        if (!connections.take(address)) return callback('Too many connections', false);
        // Released when the underlying connection closes, however the socket ends.
        request.socket.once('close', () => connections.release(address));
        callback(null, true);
      },
    });

    const redisClients: { quit(): Promise<unknown> }[] = [];
    let redisPing: (() => Promise<unknown>) | null = null;
    if (app.config.redisUrl) {
      const pub = createClient({ url: app.config.redisUrl });
      const sub = pub.duplicate();
      pub.on('error', (err) => app.log.error({ err }, 'redis publisher error'));
      sub.on('error', (err) => app.log.error({ err }, 'redis subscriber error'));
      await Promise.all([pub.connect(), sub.connect()]);
      // The adapter publishes without awaiting; while Redis is down each publish rejects, and an
      // unhandled rejection would end the process (an order placed then would take the instance
      // down with it). The alarm is lost either way: alarms are sent at most once.
      const publish = pub.publish.bind(pub);
      (pub as { publish: unknown }).publish = ((...args: Parameters<typeof publish>) =>
        publish(...args).catch((err: unknown) => {
          app.log.warn({ err }, 'realtime: an event could not reach Redis');
          return 0;
        })) as typeof pub.publish;
      io.adapter(createAdapter(pub, sub));
      redisClients.push(pub, sub);
      redisPing = () => pub.ping();
      app.log.info('realtime: Redis adapter enabled');
    }

    io.on('connection', (socket) => {
      const budget = new EventBudget(limits);
      let failedJoins = 0;
      let isAdmin = false;
      // Every event spends from the socket's budget; a flood ends the connection.
      socket.use((_packet, next) => {
        if (budget.spend()) return next();
        app.log.warn({ address: socket.handshake.address }, 'socket sent too many events');
        socket.disconnect(true);
      });

      socket.on('joinAdmin', async (token: unknown, ack?: JoinAck) => {
        const reply = typeof ack === 'function' ? ack : () => {};
        // Checked once per socket: repeating the join costs no database work.
        if (isAdmin) return reply({ success: true });
        const refuse = (message: string) => {
          failedJoins += 1;
          reply({ success: false, message });
          if (failedJoins >= limits.failedJoins) socket.disconnect(true);
        };
        try {
          if (typeof token !== 'string' || token.length > 4096) return refuse('Token required');
          const verified = await verifyToken(token, app.config.jwtSecret);
          if (!verified.ok) return refuse('Only admins can join');
          const user = await findUserById(app.db, verified.claims.userId);
          if (user?.role !== 'admin' || user.tokenVersion !== verified.claims.tokenVersion) {
            return refuse('Only admins can join');
          }
          isAdmin = true;
          await socket.join(ADMIN_ROOM);
          reply({ success: true });
        } catch (err) {
          app.log.warn({ err }, 'joinAdmin failed');
          refuse('Could not join');
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
      connections() {
        return io.engine.clientsCount;
      },
      async redisAnswers() {
        if (!redisPing) return null;
        const ping = redisPing;
        return withTimeout(ping(), REDIS_PING_MS).then(
          () => true,
          () => false,
        );
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
