import { businessSettingsBody } from '@fitthali/domain/schemas/business-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadBusinessSettings, saveBusinessSettings } from '../../../business/business-settings.ts';

/**
 * GET and PUT /api/admin/settings/business: the legal details, plus the invoice number prefix and
 * whether prices include GST (which checkout and invoices follow, decision 124).
 */
export const adminBusinessSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireAdmin };
  app.get('/api/admin/settings/business', guard, async () => ({
    success: true,
    ...(await loadBusinessSettings(app.db, app.config.contact)),
  }));
  app.put(
    '/api/admin/settings/business',
    { ...guard, schema: { body: businessSettingsBody } },
    async (request) => {
      await saveBusinessSettings(app.db, request.body);
      return { success: true, ...request.body };
    },
  );
};
