import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalAdminIfNone } from '../admin/create-admin.ts';
import { ensureAdmin } from '../db/queries/ensure-admin.ts';

/**
 * What start-up makes sure of before serving: there is a way into the admin area, and settings
 * that would hurt a real shop are logged loudly (not refused: see decisions 50).
 */
export const startUpChecksPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    if (config.admin) {
      const result = await ensureAdmin(app.db, config.admin);
      app.log.info({ adminEmail: config.admin.email, result }, 'admin account checked');
    } else if (config.env === 'development') {
      const local = await createLocalAdminIfNone(app.db);
      // Printed once, on the start that creates it; only a hash is kept.
      if (local) {
        console.log(
          `\nFirst admin created for local use. Log in at /admin-login with\n  email:    ${local.email}\n  password: ${local.password}\nand change the password in Settings. This is shown only once.\n`,
        );
      }
    } else {
      app.log.warn(
        'no ADMIN_EMAIL configured: create an admin with `npm run admin -- create --email <address>`',
      );
    }

    if (config.env === 'production' && config.payments.testMode && !config.payments.razorpay) {
      app.log.error(
        'PAYMENT TEST MODE IS ON IN PRODUCTION (ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true): online orders are "paid" without money. Never run a real shop like this.',
      );
    }

    const placeholders = config.contactPlaceholders ?? [];
    if (config.env === 'production' && placeholders.length > 0) {
      // Not a refusal: the shop works, but customers would be shown a number nobody answers.
      app.log.error(
        { settings: placeholders },
        `CONTACT DETAILS ARE PLACEHOLDERS: set ${placeholders.join(', ')} so customers can reach the business`,
      );
    }
  },
  { name: 'start-up-checks', dependencies: ['database'] },
);
