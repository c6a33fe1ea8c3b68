import { creditSettingsBody } from '@fitthali/domain/schemas/credits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCreditSettings, saveCreditSettings } from '../../../credits/credit-settings.ts';

/** GET and PUT /api/admin/credit-settings: how many days a meal credit lasts (default 90). */
export const adminCreditSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireAdmin };
  app.get('/api/admin/credit-settings', guard, async () => ({
    success: true,
    ...(await loadCreditSettings(app.db)),
  }));
  app.put(
    '/api/admin/credit-settings',
    { ...guard, schema: { body: creditSettingsBody } },
    async (request) => {
      await saveCreditSettings(app.db, request.body);
      return { success: true, ...request.body };
    },
  );
};
