import { orderNumber } from '@fitthali/domain/order-number';
import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { refundListQuery, refundParams } from '@fitthali/domain/schemas/refunds';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { refunds } from '../../../db/schema/refunds.ts';
import { users } from '../../../db/schema/users.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { issueRefundAsCredit } from '../../../refunds/refund-as-credit.ts';
import { adminRefundView } from '../../../refunds/refund-view.ts';
import { retryFailedRefund } from '../../../refunds/retry-refund.ts';
import { readRefund, sendRefund } from '../../../refunds/send-refund.ts';

/**
 * GET /api/admin/refunds?status=failed: the refunds that kept failing and wait for the admin
 * (decision 90), POST /api/admin/refunds/:id/retry, the list's "Retry now", and
 * POST /api/admin/refunds/:id/credit, "Issue as credit instead" (decision 98).
 */
export const adminRefundsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/refunds',
    { preValidation: app.requireAdmin, schema: { querystring: refundListQuery } },
    async (request) => {
      const rows = await app.db
        .select({ refund: refunds, name: users.name, phone: users.phone })
        .from(refunds)
        .leftJoin(users, eq(users.id, refunds.userId))
        .where(eq(refunds.status, request.query.status))
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(200);
      return {
        success: true,
        refunds: rows.map(({ refund, name, phone }) => ({
          ...adminRefundView(refund),
          orderNumber: orderNumber(refund.subscriptionId),
          customer: { name, phone },
        })),
      };
    },
  );

  app.post(
    '/api/admin/refunds/:id/retry',
    { preValidation: app.requireAdmin, schema: { params: refundParams } },
    async (request) => {
      const admin = currentUser(request);
      const { id } = request.params;
      await app.db.transaction((tx) =>
        retryFailedRefund(
          tx as unknown as Db,
          id,
          { actor: 'admin', actorId: admin.id },
          app.now(),
        ),
      );
      const sent = (await sendRefund(app, id)) ?? (await readRefund(app.db, id));
      return {
        success: true,
        message: REFUND_MSG.refundRetried,
        refund: sent ? adminRefundView(sent) : null,
      };
    },
  );

  app.post(
    '/api/admin/refunds/:id/credit',
    { preValidation: app.requireAdmin, schema: { params: refundParams } },
    async (request) => {
      const admin = currentUser(request);
      const { refund, creditsAdded } = await app.db.transaction((tx) =>
        issueRefundAsCredit(
          tx as unknown as Db,
          request.params.id,
          { actor: 'admin', actorId: admin.id },
          app.now(),
        ),
      );
      return {
        success: true,
        message: REFUND_MSG.refundCredited,
        refund: adminRefundView(refund),
        creditsAdded,
      };
    },
  );
};
