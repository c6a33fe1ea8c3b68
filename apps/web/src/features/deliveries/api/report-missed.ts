import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/deliveries/:id/report-missed: a meal marked delivered that never came. */
export function reportMissed(id: string, reason: string) {
  return apiRequest<{ report: { _id: string; status: string } }>(
    `/api/user/deliveries/${encodeURIComponent(id)}/report-missed`,
    { method: 'POST', body: reason.trim() ? { reason: reason.trim() } : {} },
  );
}
