// How a plan's deliveries move when its customer (or an admin for them) skips, unskips, pauses or
// resumes (issue 13 point 3). Pure: the server loads an order's deliveries and pauses, asks for the
// change here, and writes it in one transaction; the screens ask the same questions to show what a
// change will do before the customer confirms.
//
// The model: a skipped or paused meal keeps its row, marked skipped, and a **makeup** delivery of
// the same slot is added at the end of the plan, so meals sold = deliveries not skipped, and
// skipped rows = makeup rows. Makeups that can still change are always packed onto the first
// selected weekdays after everything else of their slot (and after every pause), so unskipping or
// resuming pulls the end date back in and no gap is left behind.
import { addDays, compareIsoDates, type IsoDate, isIsoDate, todayInIndia } from './dates.ts';
import { nextSelectedDate } from './delivery-dates.ts';
import {
  cutOffPassedMessage,
  DELIVERY_MSG,
  extensionLimitMessage,
  pauseTooSoonMessage,
} from './delivery-messages.ts';
import {
  canChangeAt,
  changeUntil,
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
} from './delivery-settings.ts';
import { KITCHEN_SLOTS, type KitchenSlot } from './plans.ts';

export const DELIVERY_STATUSES = [
  'scheduled',
  'skipped',
  'delivered',
  'missed',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How far past its original last day an operator lets a plan stretch by default. */
export const DEFAULT_EXTENSION_LIMIT_DAYS = 60;

export interface ScheduleItem {
  id: string;
  date: IsoDate;
  slot: KitchenSlot;
  status: DeliveryStatus;
  /** Added at the end of the plan for a skipped or paused meal. */
  makeup: boolean;
  /** The pause that skipped it, if any. */
  pauseId: string | null;
}

/** A pause's days, both ends included; an open pause carries the day it resumes by itself. */
export interface PauseWindow {
  id: string;
  from: IsoDate;
  until: IsoDate;
}

export interface Schedule {
  items: readonly ScheduleItem[];
  /** The order's pauses that have not been resumed. */
  pauses: readonly PauseWindow[];
  selectedDays: readonly string[] | string;
  /** The last day of the plan as bought; the extension limit counts from it. */
  originalLastDate: IsoDate;
  settings?: DeliverySettings;
  limitDays?: number;
}

export interface ScheduleChange {
  /** Existing deliveries whose date, status or pause changes. */
  updates: { id: string; date: IsoDate; status: DeliveryStatus; pauseId: string | null }[];
  /** New makeup deliveries. */
  creates: { date: IsoDate; slot: KitchenSlot; pauseId: null }[];
  /** Makeup deliveries no longer needed. */
  removes: string[];
  endDate: IsoDate | null;
}

export type ProblemKind = 'not-found' | 'status' | 'cutoff' | 'limit' | 'invalid' | 'overlap';
export type ScheduleOutcome =
  | { ok: true; change: ScheduleChange }
  | { ok: false; kind: ProblemKind; problem: string };

export interface ChangeOptions {
  now: Date;
  /** An admin acting after the cut-off (with a reason, which the server records). */
  overrideCutOff?: boolean;
}

interface WorkItem extends ScheduleItem {
  removed: boolean;
  created: boolean;
}

const refuse = (kind: ProblemKind, problem: string): ScheduleOutcome => ({
  ok: false,
  kind,
  problem,
});

/**
 * The date of the last delivery not skipped nor cancelled (the API's `endDate`), or null for
 * none: after a cancellation mid-plan, the last meal still coming (issue 25 point 3).
 */
export function endDateOf(items: readonly Pick<ScheduleItem, 'date' | 'status'>[]): IsoDate | null {
  let end: IsoDate | null = null;
  for (const item of items) {
    if (item.status === 'skipped' || item.status === 'cancelled') continue;
    if (end === null || compareIsoDates(item.date, end) > 0) end = item.date;
  }
  return end;
}

/** The furthest day a plan's last meal may move to. */
export function extensionLimitDate(schedule: Pick<Schedule, 'originalLastDate' | 'limitDays'>) {
  return addDays(schedule.originalLastDate, schedule.limitDays ?? DEFAULT_EXTENSION_LIMIT_DAYS);
}

/** The first day on which every kitchen slot the plan has can still be changed. */
export function earliestChangeableDate(
  slots: readonly KitchenSlot[],
  now: Date,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): IsoDate {
  let date = todayInIndia(now);
  while (!slots.every((slot) => canChangeAt(date, slot, now, settings))) date = addDays(date, 1);
  return date;
}

function start(schedule: Schedule): WorkItem[] {
  return schedule.items.map((item) => ({ ...item, removed: false, created: false }));
}

function live(work: readonly WorkItem[]): WorkItem[] {
  return work.filter((item) => !item.removed);
}

function addMakeup(work: WorkItem[], slot: KitchenSlot): void {
  work.push({
    id: `new-${work.length}`,
    date: '',
    slot,
    status: 'scheduled',
    makeup: true,
    pauseId: null,
    removed: false,
    created: true,
  });
}

function isMovable(item: WorkItem, now: Date, settings: DeliverySettings): boolean {
  return (
    item.makeup &&
    item.status === 'scheduled' &&
    (item.created || canChangeAt(item.date, item.slot, now, settings))
  );
}

/** Drops the slot's latest makeup that can still move; false when there is none. */
function removeLatestMakeup(
  work: WorkItem[],
  slot: KitchenSlot,
  now: Date,
  settings: DeliverySettings,
): boolean {
  const movable = live(work).filter((item) => item.slot === slot && isMovable(item, now, settings));
  const latest = movable.sort((a, b) => compareIsoDates(b.date, a.date))[0];
  if (!latest) return false;
  latest.removed = true;
  return true;
}

/** Puts every makeup that can still move onto the first free selected weekdays of its slot. */
function repack(
  work: WorkItem[],
  schedule: Schedule,
  pauses: readonly PauseWindow[],
  now: Date,
): void {
  const settings = schedule.settings ?? DEFAULT_DELIVERY_SETTINGS;
  for (const slot of KITCHEN_SLOTS) {
    const ofSlot = live(work).filter((item) => item.slot === slot);
    const movable = ofSlot.filter((item) => isMovable(item, now, settings));
    if (movable.length === 0) continue;
    let anchor = addDays(earliestChangeableDate([slot], now, settings), -1);
    for (const item of ofSlot) {
      if (!movable.includes(item) && compareIsoDates(item.date, anchor) > 0) anchor = item.date;
    }
    for (const pause of pauses) {
      if (compareIsoDates(pause.until, anchor) > 0) anchor = pause.until;
    }
    // Existing makeups keep their order (earliest first), new ones go last, so rows move little.
    movable.sort((a, b) =>
      a.created !== b.created ? (a.created ? 1 : -1) : compareIsoDates(a.date, b.date),
    );
    for (const item of movable) {
      anchor = nextSelectedDate(anchor, schedule.selectedDays);
      item.date = anchor;
    }
  }
}

function finish(work: WorkItem[], schedule: Schedule): ScheduleOutcome {
  const before = new Map(schedule.items.map((item) => [item.id, item]));
  const remaining = live(work);
  const endDate = endDateOf(remaining);
  const oldEnd = endDateOf(schedule.items);
  const limit = extensionLimitDate(schedule);
  if (
    endDate !== null &&
    compareIsoDates(endDate, limit) > 0 &&
    (oldEnd === null || compareIsoDates(endDate, oldEnd) > 0)
  ) {
    return refuse('limit', extensionLimitMessage(limit));
  }
  const change: ScheduleChange = { updates: [], creates: [], removes: [], endDate };
  for (const item of work) {
    if (item.created) {
      if (!item.removed) change.creates.push({ date: item.date, slot: item.slot, pauseId: null });
      continue;
    }
    if (item.removed) {
      change.removes.push(item.id);
      continue;
    }
    const old = before.get(item.id);
    if (
      old &&
      (old.date !== item.date || old.status !== item.status || old.pauseId !== item.pauseId)
    ) {
      change.updates.push({
        id: item.id,
        date: item.date,
        status: item.status,
        pauseId: item.pauseId,
      });
    }
  }
  change.creates.sort((a, b) => compareIsoDates(a.date, b.date));
  return { ok: true, change };
}

function cutOffProblem(
  item: ScheduleItem,
  schedule: Schedule,
  options: ChangeOptions,
): ScheduleOutcome | null {
  if (options.overrideCutOff) return null;
  const settings = schedule.settings ?? DEFAULT_DELIVERY_SETTINGS;
  if (canChangeAt(item.date, item.slot, options.now, settings)) return null;
  return refuse('cutoff', cutOffPassedMessage(changeUntil(item.date, item.slot, settings)));
}

/** Skips one delivery: it stays on its day as skipped, and a makeup joins the end of the plan. */
export function skipDelivery(
  schedule: Schedule,
  deliveryId: string,
  options: ChangeOptions,
): ScheduleOutcome {
  const work = start(schedule);
  const item = work.find((candidate) => candidate.id === deliveryId);
  if (!item) return refuse('not-found', DELIVERY_MSG.deliveryNotFound);
  if (item.status !== 'scheduled') return refuse('status', DELIVERY_MSG.notScheduled);
  const late = cutOffProblem(item, schedule, options);
  if (late) return late;
  item.status = 'skipped';
  addMakeup(work, item.slot);
  repack(work, schedule, schedule.pauses, options.now);
  return finish(work, schedule);
}

/** Brings a skipped delivery back on its own day; the plan's last makeup of that slot goes. */
export function unskipDelivery(
  schedule: Schedule,
  deliveryId: string,
  options: ChangeOptions,
): ScheduleOutcome {
  const settings = schedule.settings ?? DEFAULT_DELIVERY_SETTINGS;
  const work = start(schedule);
  const item = work.find((candidate) => candidate.id === deliveryId);
  if (!item) return refuse('not-found', DELIVERY_MSG.deliveryNotFound);
  if (item.status !== 'skipped') return refuse('status', DELIVERY_MSG.notSkipped);
  if (item.pauseId !== null) return refuse('status', DELIVERY_MSG.pausedNotSkipped);
  const late = cutOffProblem(item, schedule, options);
  if (late) return late;
  item.status = 'scheduled';
  if (!removeLatestMakeup(work, item.slot, options.now, settings)) {
    return refuse('status', DELIVERY_MSG.notSkipped);
  }
  repack(work, schedule, schedule.pauses, options.now);
  return finish(work, schedule);
}

export interface PauseRequest {
  pauseId: string;
  from: IsoDate;
  /** Inclusive; null pauses until the customer resumes. */
  until: IsoDate | null;
}

export type PauseOutcome =
  | { ok: true; change: ScheduleChange; until: IsoDate }
  | { ok: false; kind: ProblemKind; problem: string };

function pauseBetween(
  schedule: Schedule,
  window: PauseWindow,
  options: ChangeOptions,
): ScheduleOutcome {
  const work = start(schedule);
  const moved = work.filter(
    (item) =>
      item.status === 'scheduled' &&
      compareIsoDates(item.date, window.from) >= 0 &&
      compareIsoDates(item.date, window.until) <= 0,
  );
  if (moved.length === 0) return refuse('invalid', DELIVERY_MSG.noDeliveriesToPause);
  for (const item of moved) {
    item.status = 'skipped';
    item.pauseId = window.id;
    addMakeup(work, item.slot);
  }
  repack(work, schedule, [...schedule.pauses, window], options.now);
  return finish(work, schedule);
}

/**
 * Pauses every scheduled delivery from `from` to `until` (or, open-ended, to the last day that
 * still lets every paused meal fit inside the extension limit, when the plan resumes by itself).
 */
export function pausePlan(
  schedule: Schedule,
  request: PauseRequest,
  options: ChangeOptions,
): PauseOutcome {
  const settings = schedule.settings ?? DEFAULT_DELIVERY_SETTINGS;
  const { from, until } = request;
  if (!isIsoDate(from) || (until !== null && !isIsoDate(until))) {
    return refuse('invalid', DELIVERY_MSG.invalidPauseDates) as PauseOutcome;
  }
  if (until !== null && compareIsoDates(until, from) < 0) {
    return refuse('invalid', DELIVERY_MSG.pauseUntilBeforeFrom) as PauseOutcome;
  }
  const slots = [...new Set(schedule.items.map((item) => item.slot))];
  const earliest = earliestChangeableDate(slots, options.now, settings);
  if (!options.overrideCutOff && compareIsoDates(from, earliest) < 0) {
    return refuse('cutoff', pauseTooSoonMessage(earliest)) as PauseOutcome;
  }
  const overlaps = schedule.pauses.some(
    (pause) =>
      compareIsoDates(pause.until, from) >= 0 &&
      (until === null || compareIsoDates(pause.from, until) <= 0),
  );
  if (overlaps) return refuse('overlap', DELIVERY_MSG.pauseOverlaps) as PauseOutcome;

  if (until !== null) {
    const outcome = pauseBetween(schedule, { id: request.pauseId, from, until }, options);
    return outcome.ok ? { ...outcome, until } : outcome;
  }
  const limit = extensionLimitDate(schedule);
  let last: ScheduleOutcome = refuse('limit', extensionLimitMessage(limit));
  for (let day = limit; compareIsoDates(day, from) >= 0; day = addDays(day, -1)) {
    const outcome = pauseBetween(schedule, { id: request.pauseId, from, until: day }, options);
    if (outcome.ok) return { ...outcome, until: day };
    last = outcome;
    if (outcome.kind !== 'limit') break;
  }
  return last as PauseOutcome;
}

export type ResumeOutcome =
  | { ok: true; change: ScheduleChange; pauseUntil: IsoDate }
  | { ok: false; kind: ProblemKind; problem: string };

/**
 * Ends a pause: its meals whose cut-off has not passed come back on their own days (taking the
 * same number of makeups off the end); the others stay skipped and keep their makeups. The pause
 * then covers only the days it really paused (`pauseUntil`, before `from` when it paused none).
 */
export function resumePlan(
  schedule: Schedule,
  pauseId: string,
  options: ChangeOptions,
): ResumeOutcome {
  const settings = schedule.settings ?? DEFAULT_DELIVERY_SETTINGS;
  const pause = schedule.pauses.find((candidate) => candidate.id === pauseId);
  if (!pause) return refuse('status', DELIVERY_MSG.notPaused) as ResumeOutcome;
  const work = start(schedule);
  let pauseUntil = addDays(pause.from, -1);
  const paused = work
    .filter((item) => item.pauseId === pauseId && item.status === 'skipped')
    .sort((a, b) => compareIsoDates(a.date, b.date));
  for (const item of paused) {
    if (options.overrideCutOff || canChangeAt(item.date, item.slot, options.now, settings)) {
      item.status = 'scheduled';
      item.pauseId = null;
      removeLatestMakeup(work, item.slot, options.now, settings);
    } else if (compareIsoDates(item.date, pauseUntil) > 0) {
      pauseUntil = item.date;
    }
  }
  const pauses = schedule.pauses.map((candidate) =>
    candidate.id === pauseId ? { ...candidate, until: pauseUntil } : candidate,
  );
  repack(work, schedule, pauses, options.now);
  const outcome = finish(work, schedule);
  return outcome.ok ? { ...outcome, pauseUntil } : outcome;
}

export type PlanState = 'active' | 'paused' | 'completed';

/**
 * Where a confirmed plan stands on a day: completed once nothing is left to deliver, paused while
 * a pause covers the day, active otherwise.
 */
export function planStateOn(
  items: readonly Pick<ScheduleItem, 'status'>[],
  pauses: readonly PauseWindow[],
  today: IsoDate,
): PlanState {
  if (!items.some((item) => item.status === 'scheduled')) return 'completed';
  const pausedToday = pauses.some(
    (pause) => compareIsoDates(pause.from, today) <= 0 && compareIsoDates(pause.until, today) >= 0,
  );
  return pausedToday ? 'paused' : 'active';
}
