import type { KitchenSlot } from '@fitthali/domain/plans';
import { adminSession } from '../../../lib/admin-session';
import { ApiError, apiFetch } from '../../../lib/api-client';

type Sheet = { date: string; slot: KitchenSlot };

/**
 * A file of the kitchen sheet. A plain link could not send the bearer header, so the file is
 * fetched and handed to the browser through a temporary Blob URL.
 */
async function download(path: string, accept: string, params: Sheet, name: string) {
  const response = await apiFetch(path, { session: adminSession, query: params, accept });
  if (!response.ok) throw new ApiError('http', response.status);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}-${params.date}-${params.slot.toLowerCase()}.${path.split('.').at(-1)}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET /api/admin/kitchen.csv: the run sheet, one line per stop, then the meals per dish. */
export const downloadKitchenCsv = (params: Sheet) =>
  download('/api/admin/kitchen.csv', 'text/csv', params, 'fitthali');

/** GET /api/admin/kitchen/labels.pdf: a label for every meal, 24 to an A4 sheet. */
export const downloadKitchenLabels = (params: Sheet) =>
  download('/api/admin/kitchen/labels.pdf', 'application/pdf', params, 'fitthali-labels');
