import { deliverySettingsBody } from '@fitthali/domain/schemas/delivery-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveDeliverySettings } from '../../../deliveries/delivery-settings.ts';

/** PUT /api/admin/delivery-settings: the operator sets the windows, cut-offs and extension limit. */
export const adminDeliverySettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/delivery-settings',
    { preValidation: app.requireAdmin, schema: { body: deliverySettingsBody } },
    async (request) => {
      await saveDeliverySettings(app.db, request.body);
      return { success: true, ...request.body };
    },
  );
};
