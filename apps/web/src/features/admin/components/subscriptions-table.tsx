import { MSG } from '@fitthali/domain/messages';
import { paymentStatusLabel } from '@fitthali/domain/payment-status';
import { Link } from 'react-router';
import { TableHead } from '../../../components/ui/table-head';
import { formatDate, formatDateTime, formatRupees, formatShortDay } from '../../../lib/format';
import type { AdminSubscription } from '../api/types';
import { isActive, selectedDaysText, subscriberName, subscriberPhone } from '../lib/display';
import { AdminTable } from './admin-table';
import { StatusBadge } from './status-badge';

/** 'View Calendar' or 'View Address' in a row, named for screen readers by whose order it opens. */
function ViewButton({ what, who, onClick }: { what: string; who: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="admin-link-button admin-link-button--inline"
      aria-label={`View ${what} for ${who}`}
      onClick={onClick}
    >
      {`View ${what}`}
    </button>
  );
}

type Props = {
  rows: readonly AdminSubscription[];
  loading: boolean;
  onViewCalendar: (row: AdminSubscription) => void;
  onViewAddress: (row: AdminSubscription) => void;
  onCancel: (row: AdminSubscription) => void;
};

/** All Subscriptions (SPEC §2.15): one row per order with its calendar, address and payment. */
export function SubscriptionsTable({
  rows,
  loading,
  onViewCalendar,
  onViewAddress,
  onCancel,
}: Props) {
  return (
    <AdminTable
      label="All subscriptions"
      loading={loading}
      empty={{
        rows: rows.length,
        loadingText: 'Loading subscriptions…',
        text: MSG.noSubscriptions,
      }}
    >
      <TableHead
        columns={[
          { label: 'User', className: 'admin-table__pin-start' },
          'Plan',
          'Slot',
          'Meal',
          'Days',
          'Calendar',
          'Address',
          'Price',
          'Coupon',
          'Payment Mode',
          { label: 'Status', className: 'admin-table__pin-end' },
        ]}
      />
      <tbody>
        {rows.map((row) => {
          const name = subscriberName(row.user);
          const phone = subscriberPhone(row.user);
          const who = `${name}, ${row.plan}`;
          return (
            <tr key={row._id}>
              <th scope="row" className="admin-table__user admin-table__pin-start">
                <span className={row.user ? undefined : 'admin-muted'}>{name}</span>
                {phone ? <span className="admin-table__sub">{phone}</span> : null}
              </th>
              <td>
                <span className="admin-table__strong">{row.plan}</span>
                {row.isTrial ? <span className="admin-chip">Trial</span> : null}
                <span className="admin-table__sub">
                  Ordered{' '}
                  <time dateTime={row.createdAt} title={formatDateTime(row.createdAt)}>
                    {formatShortDay(row.createdAt)}
                  </time>
                </span>
                <Link
                  to={`/admin/subscriptions/${encodeURIComponent(row._id)}`}
                  className="admin-link-button"
                  aria-label={`Manage order of ${who}`}
                >
                  Manage
                </Link>
              </td>
              <td>{row.slot}</td>
              <td className="admin-nowrap">
                <span
                  className={`meal-dot ${row.mealOption === 'Non-Veg' ? 'meal-dot--nonveg' : 'meal-dot--veg'}`}
                  aria-hidden="true"
                />
                {row.mealOption}
              </td>
              <td>
                <span className="admin-table__strong">{row.days}</span>
                <span className="admin-table__sub">{selectedDaysText(row.selectedDays)}</span>
                <span className="admin-table__sub admin-nowrap">
                  <span className="visually-hidden">Starts </span>
                  <time dateTime={row.startDate} title={`Starts ${formatDate(row.startDate)}`}>
                    {formatShortDay(row.startDate)}
                  </time>
                </span>
              </td>
              <td>
                <ViewButton what="Calendar" who={who} onClick={() => onViewCalendar(row)} />
              </td>
              <td>
                <ViewButton what="Address" who={who} onClick={() => onViewAddress(row)} />
                {row.address?.pin ? (
                  <span className="admin-table__sub">
                    {row.address.dist} {row.address.pin}
                  </span>
                ) : null}
              </td>
              <td className="admin-table__num">
                <span className="admin-table__strong">{formatRupees(row.totalPrice)}</span>
                {row.discount ? (
                  <span className="admin-table__sub">{formatRupees(row.discount)} off</span>
                ) : null}
              </td>
              <td>{row.couponCode ? <code>{row.couponCode.toUpperCase()}</code> : '-'}</td>
              <td>
                {row.paymentMode}
                {row.paymentStatus ? (
                  <span className="admin-table__sub">
                    {paymentStatusLabel(row.paymentStanding ?? row.paymentStatus)}
                  </span>
                ) : null}
              </td>
              <td className="admin-table__pin-end">
                <StatusBadge order={row} />
                {isActive(row.status) ? (
                  <button
                    type="button"
                    className="admin-link-button admin-link-button--danger"
                    aria-label={`Cancel subscription for ${who}`}
                    onClick={() => onCancel(row)}
                  >
                    Cancel
                  </button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
