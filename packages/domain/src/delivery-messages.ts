// What a customer reads about changing a delivery (issue 13). Kept apart from MSG because only the
// subscription screens and the server say these, and a module is loaded whole (decision 63).
import { fill } from './i18n/fill.ts';
import { formatIndiaDate, formatIndiaDateTime } from './india-format.ts';

export const DELIVERY_MSG = {
  deliveryNotFound: 'We could not find that delivery.',
  notScheduled: 'Only a scheduled delivery can be skipped.',
  notSkipped: 'Only a skipped delivery can be brought back.',
  pausedNotSkipped: 'This meal is part of a pause. Resume the plan to bring it back.',
  planNotActive: 'Only an active plan can be changed.',
  /** Renew needs every choice of the plan; an old order may lack one (decision 78). */
  renewUnavailable:
    'This plan cannot be renewed from here. Please choose it again from Meal Plans.',
  noDeliveriesToPause: 'There is no delivery to pause in those dates.',
  invalidPauseDates: 'Please choose the days of the pause as calendar dates.',
  pauseUntilBeforeFrom: 'The pause must end on or after the day it starts.',
  pauseOverlaps: 'Your plan already has a pause in those dates. Resume it or choose other dates.',
  notPaused: 'This plan has no pause to resume.',
  invalidDate: 'Please choose a date from the calendar.',
  reasonTooLong: 'Please keep the reason under 500 characters.',
  invalidAddressChange: 'Please give the new address, and a date if it is for one day only.',
  noDeliveryThatDay: 'There is no delivery to change on that day.',
  missedNeedsReason: 'Please say what went wrong with this delivery.',
  invalidSlot: 'Please choose a date and Lunch or Dinner.',
  notYetDue: 'A delivery can be marked only on its day or after.',
  cannotMark: 'Only a scheduled, delivered or missed delivery can be marked.',
  overrideNeedsReason: 'Please give a reason for changing a delivery after its cut-off.',
  invalidSettings: 'Each slot needs a start and end time (HH:MM) and a cut-off of 0 to 168 hours.',
  settingsEndBeforeStart: 'A delivery window must end after it starts.',
  invalidExtensionLimit: 'A plan may be extended by 0 to 180 days.',
  settingsSlotsRequired: 'Give the settings for Lunch and for Dinner, once each.',
} as const;

/** How each delivery's state reads on screen (its words, each translated once). */
export const DELIVERY_STATUS_LABELS = {
  paused: 'Paused',
  skipped: 'Skipped',
  scheduled: 'Scheduled',
  delivered: 'Delivered',
  missed: 'Missed',
  cancelled: 'Cancelled',
} as const;

/** The sentences with values, as ICU templates: the msgid of their translation. */
export const DELIVERY_TEMPLATES = {
  cutOffPassed: 'Changes to this delivery closed on {until}.',
  changeUntil: 'Change until {until}',
  pauseTooSoon: 'A pause can start on {earliest} at the earliest.',
  extensionLimit:
    'This would move your last meal past {limit}, the furthest a plan can be extended. Please choose fewer days.',
  skipped: '{slot} on {date} skipped. Your plan now ends on {endDate}.',
  unskipped: '{slot} on {date} is back. Your plan now ends on {endDate}.',
  pausedRange: 'Plan paused from {from} to {until}. It now ends on {endDate}.',
  pausedOpenEnded:
    'Plan paused from {from} until you resume (at the latest {until}). It now ends on {endDate}.',
  resumed: 'Plan resumed. It now ends on {endDate}.',
  addressChangedDay: 'The address for {date} is changed.',
  addressChangedAll: 'The address for your remaining deliveries is changed.',
} as const;

const T = DELIVERY_TEMPLATES;
const day = formatIndiaDate;

/** How each delivery's state reads on screen. */
export function deliveryStatusLabel(status: string, paused: boolean): string {
  if (status === 'skipped')
    return paused ? DELIVERY_STATUS_LABELS.paused : DELIVERY_STATUS_LABELS.skipped;
  return DELIVERY_STATUS_LABELS[status as keyof typeof DELIVERY_STATUS_LABELS] ?? status;
}

/** The closed control's reason, the same sentence the server refuses with. */
export function cutOffPassedMessage(until: Date): string {
  return fill(T.cutOffPassed, { until: formatIndiaDateTime(until) });
}

/** Shown beside each upcoming delivery while it can still change. */
export function changeUntilLabel(until: Date): string {
  return fill(T.changeUntil, { until: formatIndiaDateTime(until) });
}

export function pauseTooSoonMessage(earliest: string): string {
  return fill(T.pauseTooSoon, { earliest: day(earliest) });
}

export function extensionLimitMessage(limitDate: string): string {
  return fill(T.extensionLimit, { limit: day(limitDate) });
}

/** The toast and on-screen line after each change (issue 13: every change is confirmed). */
export function skippedMessage(date: string, slot: string, endDate: string): string {
  return fill(T.skipped, { slot, date: day(date), endDate: day(endDate) });
}

export function unskippedMessage(date: string, slot: string, endDate: string): string {
  return fill(T.unskipped, { slot, date: day(date), endDate: day(endDate) });
}

export function pausedMessage(from: string, until: string, openEnded: boolean, endDate: string) {
  const values = { from: day(from), until: day(until), endDate: day(endDate) };
  return fill(openEnded ? T.pausedOpenEnded : T.pausedRange, values);
}

export function resumedMessage(endDate: string): string {
  return fill(T.resumed, { endDate: day(endDate) });
}

export function addressChangedMessage(date: string | undefined): string {
  return date ? fill(T.addressChangedDay, { date: day(date) }) : T.addressChangedAll;
}
