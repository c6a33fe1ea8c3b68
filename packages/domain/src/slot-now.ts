// The slot "now" (issue 25 point 9, decision 142): the run sheet opens on what the kitchen and the
// riders are doing at this hour in India, by the server's clock, not on tomorrow's lunch.
import { addDays, type IsoDate, todayInIndia } from './dates.ts';
import {
  clockMinutes,
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
  slotSetting,
} from './delivery-settings.ts';
import { KITCHEN_SLOTS, type KitchenSlot } from './plans.ts';

const INDIA_OFFSET_MINUTES = 5 * 60 + 30;

/** Minutes after midnight in India at `now` (India has no daylight saving). */
function indiaMinutes(now: Date): number {
  const minutes = Math.floor(now.getTime() / 60_000) + INDIA_OFFSET_MINUTES;
  return ((minutes % 1440) + 1440) % 1440;
}

/** The kitchen's slots in the order their windows open. */
function slotsByStart(settings: DeliverySettings) {
  return KITCHEN_SLOTS.map((slot) => slotSetting(settings, slot)).sort(
    (a, b) => clockMinutes(a.start) - clockMinutes(b.start),
  );
}

/**
 * The date and slot being delivered at `now` (India time), or the next one to be: a slot counts
 * until its delivery window closes, so from the end of one window the next slot is "now" (after
 * Lunch, Dinner; after Dinner, tomorrow's first slot). Slots are taken in the order their windows
 * open, whatever the settings call them.
 */
export function slotNow(
  now: Date,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): { date: IsoDate; slot: KitchenSlot } {
  const today = todayInIndia(now);
  const minutes = indiaMinutes(now);
  const byStart = slotsByStart(settings);
  const current = byStart.find((setting) => minutes < clockMinutes(setting.end));
  if (current) return { date: today, slot: current.slot };
  const first = byStart[0];
  if (!first) throw new RangeError('no kitchen slots');
  return { date: addDays(today, 1), slot: first.slot };
}

/**
 * The sheet a kitchen or run sheet request asks for: what it chose, the rest from the slot now. A
 * date alone opens on that day's slot now when it is today, else on its first slot; a slot alone
 * opens on it on the day of the slot now.
 */
export function sheetChoice(
  chosen: { date?: IsoDate | undefined; slot?: KitchenSlot | undefined },
  now: Date,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): { date: IsoDate; slot: KitchenSlot } {
  const current = slotNow(now, settings);
  const date = chosen.date ?? current.date;
  if (chosen.slot) return { date, slot: chosen.slot };
  return { date, slot: date === current.date ? current.slot : firstSlot(settings) };
}

function firstSlot(settings: DeliverySettings): KitchenSlot {
  return slotsByStart(settings)[0]?.slot ?? 'Lunch';
}
