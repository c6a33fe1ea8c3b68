import { addressOneLine } from '@fitthali/domain/address-line';
import { missedCreditLine } from '@fitthali/domain/credit-messages';
import {
  changeUntilLabel,
  cutOffPassedMessage,
  deliveryStatusLabel,
} from '@fitthali/domain/delivery-messages';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import type { ReactNode } from 'react';
import type { Delivery, Dish } from '../api/types';
import { DeliveryDish } from './delivery-dish';
import { MealRating } from './meal-rating';
import { ReportMissed } from './report-missed';

type Props = {
  delivery: Delivery;
  now: Date;
  busy: boolean;
  onChange?: (delivery: Delivery, action: 'skip' | 'unskip') => void;
  /** The admin's own controls, in place of the customer's Skip or Bring back. */
  children?: ReactNode;
  /** A meal marked delivered that never came (issue 14 point 3). */
  onReport?: (delivery: Delivery, reason: string) => Promise<unknown>;
  /** A report waits only for another request: a completed plan's meals can still be reported. */
  reportBusy?: boolean;
  /** Swaps the meal's dish for one of the day's alternatives (issue 26 point 4). */
  onSwap?: (delivery: Delivery, dish: Dish) => Promise<unknown>;
  /** The customer's rating of a delivered meal (issue 26 point 8): after a save or delete. */
  onRated?: (message: string) => unknown;
};

/** One upcoming meal: what, where, its dish, its state, the deadline, and Skip or Bring back. */
export function DeliveryRow({
  delivery,
  now,
  busy,
  onChange,
  children,
  onReport,
  reportBusy,
  onSwap,
  onRated,
}: Props) {
  const until = new Date(delivery.changeUntil);
  const open = now.getTime() < until.getTime();
  const paused = delivery.pauseId !== null;
  const action =
    delivery.status === 'scheduled'
      ? ('skip' as const)
      : delivery.status === 'skipped' && !paused
        ? ('unskip' as const)
        : null;
  const reasonId = `delivery-${delivery._id}-when`;
  const day = formatIndiaDate(delivery.date);
  return (
    <li className="delivery-row" aria-label={`${delivery.slot} on ${day}`}>
      <div className="delivery-row__what">
        <p className="delivery-row__day">
          {day} · {delivery.slot}
        </p>
        <p className="delivery-row__meal">
          {delivery.mealOption}
          {delivery.makeup ? ' · moved to the end of your plan' : ''}
        </p>
        <p className="delivery-row__address">{addressOneLine(delivery.address)}</p>
        {delivery.status === 'missed' && delivery.missedReason ? (
          <p className="delivery-row__missed">Missed: {delivery.missedReason}</p>
        ) : null}
        {delivery.status === 'missed' && missedCreditLine(delivery.credit) ? (
          <p className="delivery-row__missed">{missedCreditLine(delivery.credit)}</p>
        ) : null}
      </div>
      <span className={`delivery-status delivery-status--${paused ? 'paused' : delivery.status}`}>
        {deliveryStatusLabel(delivery.status, paused)}
      </span>
      {delivery.status !== 'cancelled' ? (
        <DeliveryDish delivery={delivery} now={now} busy={busy} onSwap={onSwap} />
      ) : null}
      {children ??
        (action ? (
          <div className="delivery-row__change">
            <p id={reasonId} className="delivery-row__when">
              {open ? changeUntilLabel(until) : cutOffPassedMessage(until)}
            </p>
            <button
              type="button"
              className={`btn btn--sm ${action === 'skip' ? 'btn--ghost' : 'btn--primary'}`}
              disabled={!open || busy}
              aria-describedby={reasonId}
              onClick={() => onChange?.(delivery, action)}
            >
              {action === 'skip' ? 'Skip' : 'Bring back'}
            </button>
          </div>
        ) : onReport ? (
          <ReportMissed
            delivery={delivery}
            now={now}
            busy={reportBusy ?? busy}
            onReport={onReport}
          />
        ) : null)}
      {onRated ? <MealRating delivery={delivery} now={now} onRated={onRated} /> : null}
    </li>
  );
}
