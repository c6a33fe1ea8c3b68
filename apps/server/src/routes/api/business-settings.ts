import { publicBusinessDetails } from '@fitthali/domain/business-details';
import type { FastifyInstance } from 'fastify';
import { loadBusinessSettings } from '../../business/business-settings.ts';

/**
 * GET /api/settings/business: the operator's legal name, address, customer care, GSTIN, FSSAI
 * number and grievance officer, which the law asks the storefront to show (issue 15 point 6).
 */
export async function businessSettingsRoute(app: FastifyInstance) {
  app.get('/api/settings/business', async () => ({
    success: true,
    ...publicBusinessDetails(await loadBusinessSettings(app.db, app.config.contact)),
  }));
}
