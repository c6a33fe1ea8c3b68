import { addDays, compareIsoDates, type IsoDate } from '@fitthali/domain/dates';
import type { Delivery } from '../../../deliveries/api/types';

/** How a delivery shows on the admin's calendar: its status, or `makeup` for a meal moved to the end. */
export type CalendarTone =
  | 'scheduled'
  | 'makeup'
  | 'skipped'
  | 'delivered'
  | 'missed'
  | 'cancelled';

export const CALENDAR_TONES: readonly { tone: CalendarTone; label: string }[] = [
  { tone: 'scheduled', label: 'Scheduled' },
  { tone: 'makeup', label: 'Makeup (moved to the end)' },
  { tone: 'skipped', label: 'Skipped or paused' },
  { tone: 'delivered', label: 'Delivered' },
  { tone: 'missed', label: 'Missed' },
  { tone: 'cancelled', label: 'Cancelled' },
];

// A day reads in the order it is eaten.
const SLOT_ORDER: readonly string[] = ['Lunch', 'Dinner'];

export interface CalendarMeal {
  delivery: Delivery;
  tone: CalendarTone;
}

export interface OrderCalendarDay {
  date: IsoDate;
  /** Lunch before Dinner; empty on a day without a delivery. */
  meals: CalendarMeal[];
}

export function toneOf(delivery: Delivery): CalendarTone {
  // A makeup still to come is what the kitchen owes on top of the plan's own days; once it is
  // delivered, missed or skipped it reads like any other meal.
  return delivery.makeup && delivery.status === 'scheduled' ? 'makeup' : delivery.status;
}

/**
 * Every day from the order's first delivery to its last, like the §2.15 calendar walk, with the
 * meals of each day: days between deliveries are kept so the weekly rhythm and pauses show.
 */
export function orderCalendar(deliveries: readonly Delivery[]): OrderCalendarDay[] {
  if (deliveries.length === 0) return [];
  const byDate = new Map<IsoDate, CalendarMeal[]>();
  for (const delivery of deliveries) {
    const meals = byDate.get(delivery.date) ?? [];
    meals.push({ delivery, tone: toneOf(delivery) });
    byDate.set(delivery.date, meals);
  }
  const dates = [...byDate.keys()].sort(compareIsoDates);
  const first = dates[0] as IsoDate;
  const last = dates[dates.length - 1] as IsoDate;
  const days: OrderCalendarDay[] = [];
  for (let date = first; compareIsoDates(date, last) <= 0; date = addDays(date, 1)) {
    const meals = (byDate.get(date) ?? []).sort(
      (a, b) => SLOT_ORDER.indexOf(a.delivery.slot) - SLOT_ORDER.indexOf(b.delivery.slot),
    );
    days.push({ date, meals });
  }
  return days;
}
