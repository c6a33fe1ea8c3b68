import type { KitchenSlot } from '@fitthali/domain/plans';
import { adminSession } from '../../../lib/admin-session';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

type Sheet = { date: string; slot: KitchenSlot };

/** A file of the kitchen sheet, fetched with the admin's bearer header and saved. */
async function download(path: string, accept: string, params: Sheet, name: string) {
  const response = await apiFetch(path, { session: adminSession, query: params, accept });
  if (!response.ok) throw new ApiError('http', response.status);
  saveBlob(
    await response.blob(),
    `${name}-${params.date}-${params.slot.toLowerCase()}.${path.split('.').at(-1)}`,
  );
}

/** GET /api/admin/kitchen.csv: the run sheet, one line per stop, then the meals per dish. */
export const downloadKitchenCsv = (params: Sheet) =>
  download('/api/admin/kitchen.csv', 'text/csv', params, 'fitthali');

/** GET /api/admin/kitchen/labels.pdf: a label for every meal, 24 to an A4 sheet. */
export const downloadKitchenLabels = (params: Sheet) =>
  download('/api/admin/kitchen/labels.pdf', 'application/pdf', params, 'fitthali-labels');
