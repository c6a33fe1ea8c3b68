import { addressOneLine } from '@fitthali/domain/address-line';
import { CREDIT_TEMPLATES, missedCreditLine } from '@fitthali/domain/credit-messages';
import {
  changeUntilLabel,
  cutOffPassedMessage,
  DELIVERY_TEMPLATES,
  deliveryStatusLabel,
} from '@fitthali/domain/delivery-messages';
import type { ReactNode } from 'react';
import { useSelfService } from '../../../i18n/self-service';
import { formatRupees } from '../../../lib/format';
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
  const { t, say, day: dayOf, dayTime } = useSelfService('deliveries');
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
  const day = dayOf(delivery.date);
  const creditLine = missedCreditLine(delivery.credit);
  return (
    <li
      className="delivery-row"
      aria-label={t('{slot} on {date}', { slot: t(delivery.slot), date: day })}
    >
      <div className="delivery-row__what">
        <p className="delivery-row__day">
          {day} · {t(delivery.slot)}
        </p>
        <p className="delivery-row__meal">
          {t(delivery.mealOption)}
          {delivery.makeup ? ` · ${t('moved to the end of your plan')}` : ''}
        </p>
        <p className="delivery-row__address">{addressOneLine(delivery.address)}</p>
        {delivery.status === 'missed' && delivery.missedReason ? (
          <p className="delivery-row__missed">
            {t('Missed: {reason}', { reason: delivery.missedReason })}
          </p>
        ) : null}
        {delivery.status === 'missed' && creditLine ? (
          <p className="delivery-row__missed">
            {delivery.credit
              ? say(creditLine, CREDIT_TEMPLATES.mealCredit, {
                  amount: formatRupees(delivery.credit),
                })
              : t(creditLine)}
          </p>
        ) : null}
      </div>
      <span className={`delivery-status delivery-status--${paused ? 'paused' : delivery.status}`}>
        {t(deliveryStatusLabel(delivery.status, paused))}
      </span>
      {delivery.status !== 'cancelled' ? (
        <DeliveryDish delivery={delivery} now={now} busy={busy} onSwap={onSwap} />
      ) : null}
      {children ??
        (action ? (
          <div className="delivery-row__change">
            <p id={reasonId} className="delivery-row__when">
              {open
                ? say(changeUntilLabel(until), DELIVERY_TEMPLATES.changeUntil, {
                    until: dayTime(until),
                  })
                : say(cutOffPassedMessage(until), DELIVERY_TEMPLATES.cutOffPassed, {
                    until: dayTime(until),
                  })}
            </p>
            <button
              type="button"
              className={`btn btn--sm ${action === 'skip' ? 'btn--ghost' : 'btn--primary'}`}
              disabled={!open || busy}
              aria-describedby={reasonId}
              onClick={() => onChange?.(delivery, action)}
            >
              {action === 'skip' ? t('Skip') : t('Bring back')}
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
