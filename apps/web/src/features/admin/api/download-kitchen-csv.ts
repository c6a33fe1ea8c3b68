import type { KitchenSlot } from '@fitthali/domain/plans';
import { adminSession } from '../../../lib/admin-session';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * GET /api/admin/kitchen.csv. A plain link could not send the bearer header, so the file is
 * fetched and handed to the browser through a temporary Blob URL.
 */
export async function downloadKitchenCsv(params: { date: string; slot: KitchenSlot }) {
  const response = await apiFetch('/api/admin/kitchen.csv', {
    session: adminSession,
    query: params,
    accept: 'text/csv',
  });
  if (!response.ok) throw new ApiError('http', response.status);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `fitthali-${params.date}-${params.slot.toLowerCase()}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
