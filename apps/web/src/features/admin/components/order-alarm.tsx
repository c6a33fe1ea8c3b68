import { orderNumber } from '@fitthali/domain/order-number';
import { formatRupees, formatTime } from '../../../lib/format';
import type { NewOrder } from '../hooks/use-new-order-alarm';
import { BellIcon } from './bell-icon';

type OrderAlarmProps = { orders: readonly NewOrder[]; onDismiss: () => void };

/**
 * The fixed bottom-right alarm box (SPEC §2.15): one entry per order that came in since the last
 * dismissal, and a single Dismiss Alarm that stops the sound and clears them all. Each order shows
 * its short number, which the kitchen can read aloud; the full id stays on the item.
 */
export function OrderAlarm({ orders, onDismiss }: OrderAlarmProps) {
  return (
    <div className="order-alarm-region" role="alert" aria-atomic="false">
      {orders.length > 0 ? (
        <section className="order-alarm" aria-label="New orders">
          <span className="order-alarm__bell" aria-hidden="true">
            <BellIcon size={20} />
          </span>
          <ul className="order-alarm__list">
            {orders.map((order) => (
              <li
                key={order.subscriptionId}
                className="order-alarm__item"
                data-order-id={order.subscriptionId}
              >
                <h2 className="order-alarm__title">
                  New Order {orderNumber(order.subscriptionId)}
                </h2>
                <p className="order-alarm__meta">
                  Total <strong>{formatRupees(order.totalPrice)}</strong>
                  <span aria-hidden="true"> · </span>
                  <span>{formatTime(order.receivedAt)}</span>
                </p>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--accent btn--block" onClick={onDismiss}>
            Dismiss Alarm
          </button>
        </section>
      ) : null}
    </div>
  );
}
