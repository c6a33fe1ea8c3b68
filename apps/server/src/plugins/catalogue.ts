import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueCache } from '../catalogue/catalogue.ts';
import { seedCatalogue } from '../catalogue/seed-catalogue.ts';
import { seedMenus } from '../menus/seed-menus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
  }
}

/** The plans and their prices: seeded on first start, then served from a cache the admin resets. */
export const cataloguePlugin = fp(
  async (app: FastifyInstance) => {
    await seedCatalogue(app.db);
    await seedMenus(app.db);
    app.decorate('catalogue', new CatalogueCache(app.db));
  },
  { name: 'catalogue', dependencies: ['database'] },
);
