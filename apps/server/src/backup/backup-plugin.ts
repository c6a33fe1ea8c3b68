import type { AddressInfo } from 'node:net';
import { API_MSG } from '@fitthali/domain/api-messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bearerMatches } from '../auth/bearer-token.ts';
import { announceServer, newBackupToken, withdrawServer } from './running-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The token `GET /api/backup` accepts; null when this server has no backup route. */
    backupToken: string | null;
  }
}

/** Where a command on this machine reaches a server listening on `address`. */
function localUrl(address: AddressInfo): string {
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * `GET /api/backup`: the embedded database's consistent copy for `npm run backup` (decision 220).
 * Only a server on the embedded database kept on disk has it, and it answers only the bearer
 * token this server wrote into DATA_DIR/server.json when it started listening; to anyone else
 * it is an unknown path (404). On PostgreSQL `pg_dump` takes the copy instead.
 */
export const backupPlugin = fp(
  async (app: FastifyInstance) => {
    const embedded = app.config.database.kind === 'pglite' && app.config.database.dataDir;
    const snapshot = app.database.snapshot;
    const token = embedded && snapshot ? newBackupToken() : null;
    app.decorate('backupToken', token);
    if (!token || !snapshot) return;

    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (!address || typeof address === 'string') return;
      await announceServer(app.config.dataDir, { pid: process.pid, url: localUrl(address), token });
    });
    app.addHook('onClose', async () => {
      await withdrawServer(app.config.dataDir, process.pid);
    });

    app.get('/api/backup', async (request, reply) => {
      if (!bearerMatches(request, token)) {
        return reply.status(404).send({ success: false, message: API_MSG.notFound });
      }
      const archive = await snapshot();
      request.log.info({ bytes: archive.byteLength }, 'embedded database backup taken');
      return reply
        .header('content-type', 'application/gzip')
        .header('cache-control', 'no-store')
        .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
    });
  },
  { name: 'backup', dependencies: ['database'] },
);
