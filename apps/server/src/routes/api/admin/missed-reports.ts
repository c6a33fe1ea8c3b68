import {
  missedReportParams,
  missedReportsQuery,
  rejectReportBody,
} from '@fitthali/domain/schemas/credits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideReport, listReports, reportView } from '../../../credits/missed-reports.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * The customers' reports of meals that never came (issue 14 point 3): the list (pending by
 * default), and accept (the meal becomes missed and earns its credit) or reject with a reason.
 */
export const adminMissedReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireAdmin };

  app.get(
    '/api/admin/missed-reports',
    { ...guard, schema: { querystring: missedReportsQuery } },
    async (request) => ({
      success: true,
      reports: await listReports(app.db, request.query.status),
    }),
  );

  app.post(
    '/api/admin/missed-reports/:id/accept',
    { ...guard, schema: { params: missedReportParams } },
    async (request) => {
      const admin = currentUser(request);
      const { report, credit } = await decideReport(app.db, {
        reportId: request.params.id,
        accept: true,
        who: { actor: 'admin', actorId: admin.id },
        now: app.now(),
      });
      // The meal credit the acceptance gave, or none and why (decision 154).
      return { success: true, report: reportView(report), credit };
    },
  );

  app.post(
    '/api/admin/missed-reports/:id/reject',
    { ...guard, schema: { params: missedReportParams, body: rejectReportBody } },
    async (request) => {
      const admin = currentUser(request);
      const { report } = await decideReport(app.db, {
        reportId: request.params.id,
        accept: false,
        who: { actor: 'admin', actorId: admin.id, reason: request.body.reason },
        now: app.now(),
      });
      return { success: true, report: reportView(report) };
    },
  );
};
