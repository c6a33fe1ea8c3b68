import {
  earliestStartDate,
  latestStartDate,
  startDateProblem,
  startNoticeHours,
} from '@fitthali/domain/cut-off';
import { compareIsoDates } from '@fitthali/domain/dates';
import type { DeliverySettings } from '@fitthali/domain/delivery-settings';
import type { Slot } from '@fitthali/domain/plans';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import type { ChoiceAction } from '../lib/order-choices';
import type { OrderDraft } from '../lib/order-draft';

/**
 * The draft's start date while the kitchen can still cook for it, else the earliest that works. A
 * date proposed for the customer (a plan page's, a renewal's) is only ever judged by the rule.
 */
function initialStartDate(
  draft: OrderDraft | null,
  now: Date,
  settings: DeliverySettings | undefined,
): string {
  const slot = draft?.choices.slot ?? 'Lunch';
  const wanted = draft?.startDate;
  return wanted && !startDateProblem(wanted, slot, now, settings)
    ? wanted
    : earliestStartDate(slot, now, settings);
}

/**
 * The confirm page's first delivery date, judged against the cut-off at `now` (the moment the page
 * opened) and the operator's windows and cut-offs. The order's choices are told of every change,
 * since a trial's days follow its start.
 */
export function useStartDate(
  draft: OrderDraft | null,
  slot: Slot,
  now: Date,
  dispatch: Dispatch<ChoiceAction>,
  settings?: DeliverySettings,
) {
  const [startDate, setStartDate] = useState(() => initialStartDate(draft, now, settings));
  const earliest = earliestStartDate(slot, now, settings);
  const latest = latestStartDate(now);

  const change = (date: string) => {
    setStartDate(date);
    dispatch({ type: 'startDate', startDate: date });
  };

  // A slot whose first meal comes earlier in the day (Dinner → Lunch) can move the earliest start
  // a day later; the picked date follows rather than turning into an error.
  const shownEarliest = useRef(earliest);
  useEffect(() => {
    if (shownEarliest.current === earliest) return;
    shownEarliest.current = earliest;
    if (compareIsoDates(startDate, earliest) < 0) {
      setStartDate(earliest);
      dispatch({ type: 'startDate', startDate: earliest });
    }
  }, [earliest, startDate, dispatch]);

  return {
    startDate,
    earliest,
    latest,
    noticeHours: startNoticeHours(slot, settings),
    problem: startDateProblem(startDate, slot, now, settings),
    change,
  };
}
