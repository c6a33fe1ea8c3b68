import type { BusinessSettings } from '@fitthali/domain/business-details';
import { adminSession } from '../../../lib/admin-session';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/settings/business: the legal details and invoice settings (issue 15). */
export function getBusinessSettings(signal?: AbortSignal) {
  return apiRequest<BusinessSettings>('/api/admin/settings/business', {
    session: adminSession,
    cache: 'no-cache',
    signal,
  });
}

/** PUT /api/admin/settings/business: the server validates every field and says what is wrong. */
export function saveBusinessSettings(settings: BusinessSettings) {
  return apiRequest<BusinessSettings>('/api/admin/settings/business', {
    session: adminSession,
    method: 'PUT',
    body: settings,
  });
}
