import { changeUntil } from '@fitthali/domain/delivery-settings';
import { missedReportUntil } from '@fitthali/domain/missed-reports';
import type { MissedReport } from '../credits/missed-reports.ts';
import type { DeliveryDish } from '../menus/delivery-dishes.ts';
import { subscriptionView } from '../orders/subscription-view.ts';
import {
  currentPause,
  type DeliveryRow,
  endDateOfOrder,
  type OrderSchedule,
  planStatus,
} from './order-schedule.ts';

/**
 * One delivery over the API (issue 13): its day, slot, status and when changes to it close; with
 * `dish` (the customer's plan page and a swap, issue 26) also its dish and the alternatives.
 */
export function deliveryView(
  row: DeliveryRow,
  order: OrderSchedule,
  report?: MissedReport,
  dish?: DeliveryDish,
  credits?: ReadonlyMap<string, number>,
) {
  return {
    _id: row.id,
    date: row.date,
    slot: row.slot,
    status: row.status,
    changeUntil: changeUntil(row.date, row.slot, order.settings.slots).toISOString(),
    /** Added at the end of the plan for a skipped or paused meal. */
    makeup: row.makeup,
    /** The pause that skipped it (brought back by resuming, not by unskipping). */
    pauseId: row.pauseId,
    mealOption: row.mealOption,
    address: row.address ?? order.sub.address,
    /** What the run sheet said went wrong; only while the delivery stands missed. */
    missedReason: row.status === 'missed' ? row.missedReason : null,
    /**
     * A missed meal's credit in rupees: what it earned, 0 when the order had nothing left to
     * credit (decision 154); null when not missed or not read (the change routes' answers).
     */
    credit: row.status === 'missed' && credits ? (credits.get(row.id) ?? 0) : null,
    /** Until when a meal marked delivered can be reported as missed (issue 14 point 3). */
    reportUntil:
      row.status === 'delivered'
        ? missedReportUntil(row.date, row.slot, order.settings.slots).toISOString()
        : null,
    /** The customer's report of this meal, once made. */
    report: report
      ? {
          _id: report.id,
          status: report.status,
          reason: report.reason,
          decisionReason: report.decisionReason,
          createdAt: report.createdAt,
        }
      : null,
    ...dish,
  };
}

/** The order with where it stands now, its end date and its pause. */
export function scheduledSubscriptionView(order: OrderSchedule, now = new Date()) {
  const pause = currentPause(order, now);
  return {
    ...subscriptionView(order.sub),
    /** active, paused, completed, cancelled (or pending/expired while unpaid). */
    state: planStatus(order, now),
    endDate: endDateOfOrder(order),
    pause: pause
      ? { _id: pause.id, from: pause.fromDate, until: pause.untilDate, openEnded: pause.openEnded }
      : null,
  };
}

/** The answer to a skip or unskip: the delivery as it now stands and the plan's end date. */
export function deliveryAnswer(order: OrderSchedule, deliveryId: string) {
  const row = order.items.find((item) => item.id === deliveryId);
  return {
    success: true as const,
    delivery: row ? deliveryView(row, order) : null,
    endDate: endDateOfOrder(order),
  };
}

/** The answer to a swap: the delivery with its dish as it now stands. */
export function dishSwapAnswer(order: OrderSchedule, deliveryId: string, dish?: DeliveryDish) {
  const row = order.items.find((item) => item.id === deliveryId);
  return {
    success: true as const,
    delivery: row ? deliveryView(row, order, undefined, dish) : null,
  };
}

export function scheduleAnswer(
  order: OrderSchedule,
  now = new Date(),
  reports: ReadonlyMap<string, MissedReport> = new Map(),
  dishes: ReadonlyMap<string, DeliveryDish> = new Map(),
  credits?: ReadonlyMap<string, number>,
) {
  return {
    success: true as const,
    subscription: scheduledSubscriptionView(order, now),
    deliveries: order.items.map((row) =>
      deliveryView(row, order, reports.get(row.id), dishes.get(row.id), credits),
    ),
    /** The windows, cut-offs and extension limit the screen previews a change with. */
    deliverySettings: order.settings,
  };
}
