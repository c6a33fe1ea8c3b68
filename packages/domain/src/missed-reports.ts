// A customer may say a meal marked delivered never came (issue 14 point 3), for a day after its
// delivery window closes; an admin accepts (the meal becomes missed and earns a credit) or rejects.
import type { IsoDate } from './dates.ts';
import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
  slotSetting,
} from './delivery-settings.ts';
import type { KitchenSlot } from './plans.ts';

export const REPORT_WINDOW_HOURS = 24;

export const MISSED_REPORT_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type MissedReportStatus = (typeof MISSED_REPORT_STATUSES)[number];

/** The instant a slot's delivery window closes on an India calendar day. */
export function windowClosesAt(
  date: IsoDate,
  slot: KitchenSlot,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): Date {
  return new Date(`${date}T${slotSetting(settings, slot).end}:00+05:30`);
}

/** The last instant a delivered meal can be reported as missed. */
export function missedReportUntil(
  date: IsoDate,
  slot: KitchenSlot,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): Date {
  return new Date(windowClosesAt(date, slot, settings).getTime() + REPORT_WINDOW_HOURS * 3_600_000);
}

/** Whether a delivered meal may be reported at `now`: only until 24 hours after its window. */
export function canReportMissed(
  delivery: { date: IsoDate; slot: KitchenSlot; status: string },
  now: Date,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): boolean {
  return (
    delivery.status === 'delivered' &&
    now.getTime() <= missedReportUntil(delivery.date, delivery.slot, settings).getTime()
  );
}
