// The operator's delivery windows and how long before each a customer may still change a meal
// (issue 13 point 2). Times are India wall-clock times ('HH:MM'); India has no daylight saving, so
// a fixed +05:30 offset turns a date and a time into an exact instant on any machine.
import type { IsoDate } from './dates.ts';
import { KITCHEN_SLOTS, type KitchenSlot } from './plans.ts';

/** 'HH:MM', 24-hour, India time. */
export type ClockTime = string;

export interface SlotSetting {
  slot: KitchenSlot;
  /** When the delivery window opens. */
  start: ClockTime;
  /** When it closes. */
  end: ClockTime;
  /** Changes to a delivery close this many hours before its window opens. */
  cutoffHours: number;
}

/** One setting per kitchen slot, Lunch first. */
export type DeliverySettings = readonly SlotSetting[];

/** What the policy pages have promised since the start: 24 hours before the slot (SPEC §9). */
export const DEFAULT_CUTOFF_HOURS = 24;

/** The longest notice an operator may ask for: a week. */
export const MAX_CUTOFF_HOURS = 168;

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = [
  { slot: 'Lunch', start: '12:30', end: '14:00', cutoffHours: DEFAULT_CUTOFF_HOURS },
  { slot: 'Dinner', start: '19:30', end: '21:00', cutoffHours: DEFAULT_CUTOFF_HOURS },
];

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: unknown): value is ClockTime {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

/** Minutes after midnight; throws on a malformed time, which validation keeps out. */
export function clockMinutes(time: ClockTime): number {
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new RangeError(`Not a clock time (HH:MM): ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The setting for a slot; the defaults fill in a slot the stored settings lack. */
export function slotSetting(settings: DeliverySettings, slot: KitchenSlot): SlotSetting {
  const found = settings.find((setting) => setting.slot === slot);
  if (found) return found;
  const fallback = DEFAULT_DELIVERY_SETTINGS.find((setting) => setting.slot === slot);
  if (!fallback) throw new RangeError(`Not a kitchen slot: ${String(slot)}`);
  return fallback;
}

/** The instant a slot's delivery window opens on an India calendar day. */
export function windowOpensAt(
  date: IsoDate,
  slot: KitchenSlot,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): Date {
  return new Date(`${date}T${slotSetting(settings, slot).start}:00+05:30`);
}

/** The last instant a delivery can be skipped, paused or readdressed by its customer. */
export function changeUntil(
  date: IsoDate,
  slot: KitchenSlot,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): Date {
  const { cutoffHours } = slotSetting(settings, slot);
  return new Date(windowOpensAt(date, slot, settings).getTime() - cutoffHours * 3_600_000);
}

/** Whether the customer may still change that delivery at `now`. */
export function canChangeAt(
  date: IsoDate,
  slot: KitchenSlot,
  now: Date,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): boolean {
  return now.getTime() < changeUntil(date, slot, settings).getTime();
}

/**
 * The notice the policy pages quote: the slots' cut-off when they agree, otherwise the longest, so
 * a page never promises more time than a slot gives.
 */
export function policyCutoffHours(settings: DeliverySettings): number {
  return Math.max(...KITCHEN_SLOTS.map((slot) => slotSetting(settings, slot).cutoffHours));
}
