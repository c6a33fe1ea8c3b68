import type { KitchenSlot } from '@fitthali/domain/plans';
import type { Db } from '../db/client.ts';
import { type RunSheetDelivery, runSheetPage } from './run-sheet.ts';

/** Rows read per query while the CSV streams: a few hundred kilobytes in memory at a time. */
export const KITCHEN_CSV_BATCH = 1000;

const HEADER = ['Customer', 'Phone', 'Address', 'PIN', 'Plan', 'Meal', 'Slot', 'Status', 'Map'];

/** RFC 4180 field: quoted when needed; a leading = + - @ is neutralised so spreadsheets do not run it. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(fields: (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function deliveryLine(d: RunSheetDelivery): string {
  const status = d.status === 'missed' && d.missedReason ? `missed: ${d.missedReason}` : d.status;
  return csvLine([
    d.customer,
    d.phone,
    d.fullAddress,
    d.address.pin,
    d.plan,
    d.mealOption,
    d.slot,
    status,
    d.mapsUrl,
  ]);
}

/**
 * The run sheet as CSV text, one chunk per batch, in run sheet order. Each batch is its own keyset
 * query, so the download holds one batch in memory and no connection between batches, however
 * many deliveries the slot has and however slowly the client reads.
 */
export async function* kitchenCsv(
  db: Db,
  date: string,
  slot: KitchenSlot,
  batchSize = KITCHEN_CSV_BATCH,
): AsyncGenerator<string> {
  yield csvLine(HEADER);
  let after: Parameters<typeof runSheetPage>[1]['after'] = null;
  for (;;) {
    const page = await runSheetPage(db, { date, slot, limit: batchSize, after });
    if (page.deliveries.length > 0) yield page.deliveries.map(deliveryLine).join('');
    if (page.nextCursor === null || page.lastKey === null) return;
    after = page.lastKey;
  }
}
