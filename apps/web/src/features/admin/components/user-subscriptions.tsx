import { MSG } from '@fitthali/domain/messages';
import { paymentStatusLabel } from '@fitthali/domain/payment-status';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '../../../lib/format';
import type { AdminSubscription } from '../api/types';
import { StatusBadge } from './status-badge';

function newestFirst<T extends { createdAt: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * The expanded part of a Users row: that customer's subscriptions as cards (SPEC §2.15), or null
 * while they load. A failed load shows as none (SPEC §8: admin loads fail silently).
 */
export function UserSubscriptions({
  subscriptions,
}: {
  subscriptions: readonly AdminSubscription[] | null;
}) {
  if (!subscriptions) {
    return (
      <p className="user-orders__note" role="status">
        {MSG.loadingOrders}
      </p>
    );
  }
  const rows = newestFirst(subscriptions);
  if (rows.length === 0) return <p className="user-orders__note">{MSG.noSubscriptions}</p>;
  return (
    <ul className="user-orders">
      {rows.map((sub) => (
        <li key={sub._id} className="user-order">
          <div className="user-order__head">
            <h2 className="user-order__plan">{sub.plan}</h2>
            <StatusBadge order={sub} />
          </div>
          <dl className="user-order__facts">
            <div>
              <dt>Plan</dt>
              <dd>{sub.plan}</dd>
            </div>
            <div>
              <dt>Meal Type</dt>
              <dd>{sub.mealOption}</dd>
            </div>
            <div>
              <dt>Slot</dt>
              <dd>{sub.slot}</dd>
            </div>
            <div>
              <dt>Start</dt>
              <dd>
                <time dateTime={sub.startDate}>{formatDate(sub.startDate)}</time>
              </dd>
            </div>
            <div>
              <dt>Days</dt>
              <dd>{sub.days}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>
                {sub.paymentMode} · {paymentStatusLabel(sub.paymentStanding ?? sub.paymentStatus)}
              </dd>
            </div>
          </dl>
          <p className="user-order__total">{formatRupees(sub.totalPrice)}</p>
          <Link
            to={`/admin/subscriptions/${encodeURIComponent(sub._id)}`}
            className="admin-link-button"
            aria-label={`Manage ${sub.plan} order`}
          >
            Manage
          </Link>
        </li>
      ))}
    </ul>
  );
}
