import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';
import type { MissedCredit } from './types';

/** A customer's report of a meal not received, as the admin's list gives it (issue 14 point 3). */
export interface MissedReportRow {
  _id: string;
  deliveryId: string;
  subscriptionId: string;
  status: 'pending' | 'accepted' | 'rejected';
  reason: string | null;
  createdAt: string;
  date?: string;
  slot?: string;
  plan?: string;
  customer?: { name: string | null; phone: string | null };
}

/** GET /api/admin/missed-reports: the reports waiting for an answer, newest first. */
export async function listMissedReports(signal?: AbortSignal): Promise<MissedReportRow[]> {
  const body = await apiRequest<{ reports?: MissedReportRow[] }>('/api/admin/missed-reports', {
    session: adminSession,
    signal,
  });
  return Array.isArray(body.reports) ? body.reports : [];
}

/** POST /api/admin/missed-reports/:id/accept, or /reject with the reason the customer reads. */
export function decideMissedReport(id: string, decision: 'accept' | 'reject', reason?: string) {
  return apiRequest<{ report: MissedReportRow; credit?: MissedCredit | null }>(
    `/api/admin/missed-reports/${encodeURIComponent(id)}/${decision}`,
    {
      session: adminSession,
      method: 'POST',
      ...(decision === 'reject' ? { body: { reason: reason?.trim() ?? '' } } : {}),
    },
  );
}
