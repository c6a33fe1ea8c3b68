import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Database['db'];
  }
}

/** Opens (and migrates) the database before routes load; closes it last on shutdown. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { config: DatabaseConfig }) => {
    const database = await openDatabase(opts.config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
