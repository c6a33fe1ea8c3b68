import { compareIsoDates, todayInIndia } from '@fitthali/domain/dates';
import {
  DELIVERY_TEMPLATES,
  extensionLimitMessage,
  pauseTooSoonMessage,
} from '@fitthali/domain/delivery-messages';
import {
  earliestChangeableDate,
  extensionLimitDate,
  pausePlan,
  type Schedule,
} from '@fitthali/domain/delivery-schedule';
import type { SubscriptionSchedule } from '../api/types';

/** The order as the domain's rules see it, so the screen previews exactly what the server does. */
export function scheduleOf({
  subscription,
  deliveries,
  deliverySettings,
}: SubscriptionSchedule): Schedule {
  let originalLastDate = subscription.startDate;
  for (const delivery of deliveries) {
    if (!delivery.makeup && compareIsoDates(delivery.date, originalLastDate) > 0) {
      originalLastDate = delivery.date;
    }
  }
  const pause = subscription.pause;
  return {
    items: deliveries.map((delivery) => ({
      id: delivery._id,
      date: delivery.date,
      slot: delivery.slot,
      status: delivery.status,
      makeup: delivery.makeup,
      pauseId: delivery.pauseId,
    })),
    pauses: pause ? [{ id: pause._id, from: pause.from, until: pause.until }] : [],
    selectedDays: subscription.selectedDays,
    originalLastDate,
    settings: deliverySettings.slots,
    limitDays: deliverySettings.extensionLimitDays,
  };
}

export type PausePreview =
  | { ok: true; endDate: string | null; until: string; meals: number }
  | {
      ok: false;
      problem: string;
      /**
       * A problem that names a day: its template and that day ('YYYY-MM-DD'), so an Odia page says
       * the whole sentence, the day from the domain's calendar table.
       */
      dated?: { template: string; name: string; date: string };
    };

/** The refusals of a pause that name a day, recognised by the day the rules would name. */
function datedProblem(order: SubscriptionSchedule, now: Date, problem: string) {
  const { earliest, limit } = pauseBounds(order, now);
  if (problem === pauseTooSoonMessage(earliest)) {
    return { template: DELIVERY_TEMPLATES.pauseTooSoon, name: 'earliest', date: earliest };
  }
  if (problem === extensionLimitMessage(limit)) {
    return { template: DELIVERY_TEMPLATES.extensionLimit, name: 'limit', date: limit };
  }
  return undefined;
}

/** What a pause would do, before the customer (or an admin overriding the cut-off) confirms it. */
export function previewPause(
  order: SubscriptionSchedule,
  from: string,
  until: string | null,
  now: Date,
  overrideCutOff = false,
): PausePreview {
  const outcome = pausePlan(
    scheduleOf(order),
    { pauseId: 'preview', from, until },
    { now, overrideCutOff },
  );
  if (!outcome.ok) {
    const dated = datedProblem(order, now, outcome.problem);
    return dated
      ? { ok: false, problem: outcome.problem, dated }
      : { ok: false, problem: outcome.problem };
  }
  return {
    ok: true,
    endDate: outcome.change.endDate,
    until: outcome.until,
    meals: outcome.change.updates.length,
  };
}

/**
 * The first day a pause may start (today for an admin overriding the cut-off), and the furthest
 * day the plan may reach.
 */
export function pauseBounds(order: SubscriptionSchedule, now: Date, overrideCutOff = false) {
  const schedule = scheduleOf(order);
  const slots = [...new Set(order.deliveries.map((delivery) => delivery.slot))];
  return {
    earliest: overrideCutOff
      ? todayInIndia(now)
      : earliestChangeableDate(slots, now, order.deliverySettings.slots),
    limit: extensionLimitDate(schedule),
  };
}
