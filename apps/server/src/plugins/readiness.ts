import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schemaVersion } from '../db/schema-version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when a shutdown begins: readiness turns 503 so the load balancer drains this instance. */
    lifecycle: { draining: boolean };
  }
}

/**
 * Logs the schema version once the database is open and migrated (the database plugin migrates
 * under an advisory lock, so instances starting together apply each migration once).
 */
export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('lifecycle', { draining: false });
    const version = await schemaVersion(app.db);
    app.log.info(
      { schema: version.latest, applied: version.applied, shipped: version.shipped },
      `database schema at ${version.latest ?? 'no migrations'} (${version.applied} applied)`,
    );
    // Fastify's own close: readiness must already say no while in-flight requests finish.
    app.addHook('preClose', async () => {
      app.lifecycle.draining = true;
    });
  },
  { name: 'readiness', dependencies: ['database'] },
);
