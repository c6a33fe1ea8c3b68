import { PLACEHOLDER_CONTACT } from '@fitthali/domain/site-contact';
import type { FastifyInstance } from 'fastify';

/**
 * GET /api/site-config: the public contact points the operator configured (SUPPORT_*). Pages get
 * the same values inside their HTML; this answer is for any other client that needs them.
 */
export async function siteConfigRoute(app: FastifyInstance) {
  app.get('/api/site-config', async () => {
    const { phone, whatsapp, email } = app.config.contact ?? PLACEHOLDER_CONTACT;
    return { success: true, contact: { phone, whatsapp, email } };
  });
}
