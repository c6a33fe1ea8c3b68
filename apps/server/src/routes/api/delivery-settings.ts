import type { FastifyInstance } from 'fastify';
import { loadDeliverySettings } from '../../deliveries/delivery-settings.ts';

/**
 * GET /api/delivery-settings: each slot's delivery window and how many hours before it a
 * delivery can still be changed, India time; the screens and the policy pages quote these.
 */
export async function deliverySettingsRoute(app: FastifyInstance) {
  app.get('/api/delivery-settings', async () => ({
    success: true,
    ...(await loadDeliverySettings(app.db)),
  }));
}
