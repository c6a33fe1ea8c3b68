import { addressOneLine } from '@fitthali/domain/address-line';
import { formatIndiaDate, formatIndiaDateTime } from '@fitthali/domain/india-format';
import { formatRupees } from '../../../../lib/format';
import type { OrderEvent } from '../api/types';

/** One line of the order's trail as the admin reads it: who, what, the details, why and when. */
export interface TrailEntry {
  who: string;
  what: string;
  details: string[];
  reason: string | null;
  when: string;
}

function text(detail: Record<string, unknown>, key: string): string | null {
  const value = detail[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function day(detail: Record<string, unknown>, key: string): string | null {
  const value = text(detail, key);
  return value ? formatIndiaDate(value) : null;
}

function whoOf(event: OrderEvent): string {
  if (event.actor === 'system') return 'System';
  if (event.actor === 'admin') return `${event.actorName ?? 'An admin'} (admin)`;
  return `${event.actorName ?? 'The customer'} (customer)`;
}

function meal(detail: Record<string, unknown>): string {
  const slot = text(detail, 'slot') ?? 'Meal';
  const date = day(detail, 'date');
  return date ? `${slot} on ${date}` : slot;
}

/** "2 meal credits (₹498)". */
function credits(detail: Record<string, unknown>): string {
  const meals = typeof detail.meals === 'number' ? detail.meals : 0;
  const value = typeof detail.value === 'number' ? ` (${formatRupees(detail.value)})` : '';
  return `${meals} meal credit${meals === 1 ? '' : 's'}${value}`;
}

function money(detail: Record<string, unknown>): string {
  return typeof detail.amount === 'number' ? formatRupees(detail.amount) : 'money';
}

function whatOf(event: OrderEvent): string {
  const d = event.detail;
  switch (event.action) {
    case 'skip':
      return `Skipped ${meal(d)}`;
    case 'unskip':
      return `Brought back ${meal(d)}`;
    case 'pause':
      return d.openEnded === true
        ? `Paused from ${day(d, 'from')} until resumed (at the latest ${day(d, 'until')})`
        : `Paused from ${day(d, 'from')} to ${day(d, 'until')}`;
    case 'resume':
      return 'Resumed the plan';
    case 'address':
      return d.date
        ? `Changed the address for ${day(d, 'date')}`
        : 'Changed the address for every remaining delivery';
    case 'delivered':
      return d.all === true
        ? `Marked ${meal(d)} delivered (whole slot)`
        : `Marked ${meal(d)} delivered`;
    case 'missed':
      return `Marked ${meal(d)} missed`;
    case 'credit-earned':
      return `${meal(d)} earned a meal credit`;
    case 'credit-withheld':
      return `${meal(d)} earned no meal credit`;
    case 'credit-taken-back':
      return `Took back the meal credit of ${meal(d)}`;
    case 'credit-kept':
      return `Left the meal credit of ${meal(d)} with the customer`;
    case 'credits-spent':
      return `Paid with ${credits(d)}`;
    case 'credits-given-back':
      return `Gave back ${credits(d)}`;
    case 'missed-reported':
      return `Reported ${meal(d)} as not received`;
    case 'report-accepted':
      return 'Accepted the report of a meal not received';
    case 'report-rejected':
      return 'Rejected the report of a meal not received';
    case 'refund':
      return `Refund of ${money(d)} requested`;
    case 'refund-processed':
      return `Refund of ${money(d)} processed`;
    case 'refund-failed':
      return `Refund of ${money(d)} failed after ${d.attempts} attempts`;
    case 'refund-retry':
      return `Refund of ${money(d)} sent again`;
    case 'cash_collected':
      return typeof d.amount === 'number'
        ? `Recorded ${formatRupees(d.amount)} cash collected on ${meal(d)}`
        : `Recorded cash collected on ${meal(d)}`;
    case 'dish_swapped':
      return `Changed the dish of ${meal(d)} to ${text(d, 'dish') ?? 'another dish'}`;
    case 'menu-dish-changed':
      return `Changed the menu of ${meal(d)}: ${text(d, 'toDish') ?? 'another dish'} instead of ${text(d, 'fromDish') ?? 'the dish planned'}`;
    case 'cancel':
      return d.accountDeleted === true
        ? 'Cancelled the plan by deleting the account'
        : 'Cancelled the plan';
    default:
      return event.action;
  }
}

function detailsOf(event: OrderEvent): string[] {
  const d = event.detail;
  const lines: string[] = [];
  if (event.action === 'address' && d.address && typeof d.address === 'object') {
    lines.push(`New address: ${addressOneLine(d.address as Parameters<typeof addressOneLine>[0])}`);
  }
  if (event.action === 'resume' && text(d, 'from')) {
    lines.push(`Pause from ${day(d, 'from')} ended`);
  }
  if (event.action === 'credit-earned' && typeof d.value === 'number') {
    // Less than the meal when the order had less left of what it was paid (decision 154).
    lines.push(
      typeof d.mealValue === 'number'
        ? `Worth ${formatRupees(d.value)}, not the meal’s ${formatRupees(d.mealValue)}`
        : `Worth ${formatRupees(d.value)}`,
    );
  }
  if (event.action === 'cancel' && typeof d.meals === 'number' && d.meals > 0) {
    lines.push(`${d.meals} ${d.meals === 1 ? 'meal' : 'meals'} still to come cancelled`);
  }
  if (event.action === 'dish_swapped' && d.choice !== 'swap') {
    lines.push('Back to the dish the menu gives them');
  }
  const endDate = day(d, 'endDate');
  if (endDate) lines.push(`Plan now ends on ${endDate}`);
  return lines;
}

export function trailEntry(event: OrderEvent): TrailEntry {
  return {
    who: whoOf(event),
    what: whatOf(event),
    details: detailsOf(event),
    reason: event.reason,
    when: formatIndiaDateTime(new Date(event.createdAt)),
  };
}
