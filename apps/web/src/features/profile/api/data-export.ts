import { todayInIndia } from '@fitthali/domain/dates';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { attachmentName, saveBlob } from '../../../lib/save-file';

/**
 * GET /api/user/export: everything FitThali keeps about the signed-in customer, fetched with
 * their token and saved under the name the server gives it.
 */
export async function downloadMyData(): Promise<void> {
  const response = await apiFetch('/api/user/export', { accept: 'application/json' });
  if (!response.ok) throw new ApiError('http', response.status);
  const name =
    attachmentName(response.headers.get('content-disposition')) ??
    `fitthali-data-${todayInIndia()}.json`;
  saveBlob(await response.blob(), name);
}
