import { todayInIndia } from '@fitthali/domain/dates';
import { changeUntilLabel, cutOffPassedMessage } from '@fitthali/domain/delivery-messages';
import type { Delivery } from '../../../deliveries/api/types';
import type { DeliveryAction } from '../api/change-order';

type Props = {
  delivery: Delivery;
  now: Date;
  busy: boolean;
  onAct: (delivery: Delivery, action: DeliveryAction) => void;
};

const LABELS: Record<DeliveryAction, string> = {
  skip: 'Skip',
  unskip: 'Unskip',
  delivered: 'Delivered',
  missed: 'Missed',
};

/** What an admin may do with one delivery now, by its status and day (decisions 68, 69). */
export function adminActionsFor(delivery: Delivery, now: Date): DeliveryAction[] {
  const due = delivery.date <= todayInIndia(now);
  const actions: DeliveryAction[] = [];
  if (delivery.status === 'scheduled') actions.push('skip');
  // A paused meal comes back by resuming, not one by one.
  if (delivery.status === 'skipped' && delivery.pauseId === null) actions.push('unskip');
  // Marks are for its day or after, and correctable between delivered and missed.
  if (due && (delivery.status === 'scheduled' || delivery.status === 'missed')) {
    actions.push('delivered');
  }
  if (due && (delivery.status === 'scheduled' || delivery.status === 'delivered')) {
    actions.push('missed');
  }
  return actions;
}

/**
 * The admin's controls on a delivery row. Unlike the customer's they stay enabled after the
 * cut-off: the deadline line says it has passed, and the change then asks for a reason.
 */
export function DeliveryActions({ delivery, now, busy, onAct }: Props) {
  const actions = adminActionsFor(delivery, now);
  if (actions.length === 0) return null;
  const until = new Date(delivery.changeUntil);
  const open = now.getTime() < until.getTime();
  const whenId = `admin-delivery-${delivery._id}-when`;
  const changes = delivery.status === 'scheduled' || delivery.status === 'skipped';
  return (
    <div className="delivery-row__change">
      {changes ? (
        <p id={whenId} className="delivery-row__when">
          {open ? changeUntilLabel(until) : `${cutOffPassedMessage(until)} A reason is needed.`}
        </p>
      ) : (
        <span />
      )}
      <div className="order-delivery-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn--sm ${action === 'missed' || action === 'skip' ? 'btn--ghost' : 'btn--primary'}`}
            disabled={busy}
            aria-describedby={
              changes && (action === 'skip' || action === 'unskip') ? whenId : undefined
            }
            onClick={() => onAct(delivery, action)}
          >
            {LABELS[action]}
          </button>
        ))}
      </div>
    </div>
  );
}
