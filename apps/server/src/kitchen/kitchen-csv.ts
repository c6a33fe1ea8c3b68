import { DIET_LABELS } from '@fitthali/domain/dishes';
import { NO_MENU_DISH } from '@fitthali/domain/kitchen-dishes';
import type { KitchenSlot } from '@fitthali/domain/plans';
import { groupStops, type RunStop } from '@fitthali/domain/run-stops';
import type { Db } from '../db/client.ts';
import { type DishCounts, decideUndecidedDishes, dishCounts } from './dish-counts.ts';
import { type RunSheetDelivery, runSheetPage } from './run-sheet.ts';

/** Rows read per query while the CSV streams: a few hundred kilobytes in memory at a time. */
export const KITCHEN_CSV_BATCH = 1000;

/**
 * One line per stop (issue 25 point 8): who and where, each order's number, meal and payment, and
 * the cash to collect at the door, so a printed sheet is enough to deliver and collect. Amounts
 * are whole rupees without grouping, so a spreadsheet reads them as numbers.
 */
const HEADER = [
  'Stop',
  'Customer',
  'Phone',
  'Address',
  'PIN',
  'Orders',
  'Meals',
  'Dishes',
  'Allergy flags',
  'Status',
  'Cash due (₹)',
  'Payment',
  'Map',
];

/** RFC 4180 field: quoted when needed; a leading = + - @ is neutralised so spreadsheets do not run it. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(fields: (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The distinct values, in order, as one field. */
const distinct = (values: string[], separator: string) => [...new Set(values)].join(separator);

function statusOf(d: RunSheetDelivery): string {
  return d.status === 'missed' && d.missedReason ? `missed: ${d.missedReason}` : d.status;
}

/** Where an order's money stands, as the rider needs it at the door. */
function paymentOf(d: RunSheetDelivery): string {
  const { cash } = d;
  if (cash === null) return 'paid online';
  if (cash.collected) return `cash collected ${cash.collected.amount}`;
  if (cash.amountDue === null) return 'nothing due';
  return d.status === 'missed'
    ? `cash due ${cash.amountDue} (meal missed)`
    : `cash due ${cash.amountDue}`;
}

function dishOf(d: RunSheetDelivery): string {
  return d.dish ? `${d.dish.name} (${DIET_LABELS[d.dish.diet]})` : NO_MENU_DISH;
}

/** What to cook, after the stops: one line per dish, then per diet and in all (decision 173). */
function dishLines(counts: DishCounts): string {
  const lines = [csvLine(['Dish', 'Diet', 'Meals', 'Flagged (holds what the customer avoids)'])];
  for (const dish of counts.dishes) {
    lines.push(
      csvLine([dish.name, dish.diet ? DIET_LABELS[dish.diet] : '', dish.count, dish.conflicts]),
    );
  }
  for (const diet of counts.diets) {
    lines.push(
      csvLine([`All ${DIET_LABELS[diet.diet]} dishes`, DIET_LABELS[diet.diet], diet.count, '']),
    );
  }
  const total = counts.dishes.reduce((n, dish) => n + dish.count, 0);
  lines.push(csvLine(['All meals', '', total, counts.conflicts]));
  return lines.join('');
}

function stopLine(stop: RunStop<RunSheetDelivery>, number: number): string {
  const meals = stop.deliveries;
  const first = meals[0];
  if (!first) return '';
  return csvLine([
    number,
    distinct(
      meals.map((d) => d.customer),
      ' / ',
    ),
    distinct(
      meals.map((d) => d.phone),
      ' / ',
    ),
    first.fullAddress,
    first.address.pin,
    meals.map((d) => d.orderNumber).join(' '),
    meals.map((d) => `${d.orderNumber} ${d.plan} ${d.mealOption}`).join('; '),
    meals.map((d) => `${d.orderNumber} ${dishOf(d)}`).join('; '),
    stop.allergies
      .map((flag) => {
        const order = meals.find((d) => d.deliveryId === flag.deliveryId)?.orderNumber ?? '';
        return `${order} ${flag.conflict ? 'ALLERGY CONFLICT: ' : ''}${flag.text}`;
      })
      .join('; '),
    // One status when the door's meals share it, else each order's.
    new Set(meals.map(statusOf)).size === 1
      ? statusOf(first)
      : meals.map((d) => `${d.orderNumber} ${statusOf(d)}`).join('; '),
    stop.cashDue,
    meals.map((d) => `${d.orderNumber} ${paymentOf(d)}`).join('; '),
    first.mapsUrl,
  ]);
}

/**
 * The run sheet as CSV text, one line per stop, one chunk per batch, in run sheet order, then a
 * blank line and the meals to cook per dish. Each batch is its own keyset query, so the download
 * holds one batch in memory and no connection between batches, however many deliveries the slot
 * has and however slowly the client reads.
 */
export async function* kitchenCsv(
  db: Db,
  date: string,
  slot: KitchenSlot,
  batchSize = KITCHEN_CSV_BATCH,
): AsyncGenerator<string> {
  await decideUndecidedDishes(db, date, slot);
  yield csvLine(HEADER);
  let after: Parameters<typeof runSheetPage>[1]['after'] = null;
  let stopsBefore = 0;
  for (;;) {
    const page = await runSheetPage(db, { date, slot, limit: batchSize, after });
    // A page ends at a door's last meal, so each batch's stops are whole.
    const stops = groupStops(page.deliveries);
    if (stops.length > 0)
      yield stops.map((stop, i) => stopLine(stop, stopsBefore + i + 1)).join('');
    stopsBefore += stops.length;
    if (page.nextCursor === null || page.lastKey === null) break;
    after = page.lastKey;
  }
  yield `\r\n${dishLines(await dishCounts(db, date, slot))}`;
}
