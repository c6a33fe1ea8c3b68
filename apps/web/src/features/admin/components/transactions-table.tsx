import { orderNumber } from '@fitthali/domain/order-number';
import {
  isPaymentStatus,
  type PaymentStatus,
  paymentStatusLabel,
} from '@fitthali/domain/payment-status';
import { formatRupees } from '../../../lib/format';
import type { Transaction } from '../api/types';
import { AdminTable } from './admin-table';
import { CustomerCell, WhenCell } from './payment-cells';

// Cash no longer owed on a cancelled order is settled, not a problem: shown like paid.
const PAYMENT_TONE: Record<PaymentStatus, 'ok' | 'bad' | 'wait'> = {
  paid: 'ok',
  cancelled: 'ok',
  due: 'wait',
  pending: 'wait',
  failed: 'bad',
  expired: 'bad',
};

/** Every payment record: when, who, which order, how, where it stands, how much, gateway ids. */
export function TransactionsTable({
  rows,
  loading,
}: {
  rows: readonly Transaction[];
  loading: boolean;
}) {
  return (
    <AdminTable
      label="Transactions"
      loading={loading}
      empty={{
        rows: rows.length,
        loadingText: 'Loading transactions…',
        text: 'No transactions found.',
      }}
    >
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Customer</th>
          <th scope="col">Order</th>
          <th scope="col">Mode</th>
          <th scope="col">Status</th>
          <th scope="col" className="admin-table__num">
            Amount
          </th>
          <th scope="col">Gateway reference</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row._id}>
            <WhenCell at={row.createdAt} />
            <CustomerCell customer={row.customer} muteDeleted />
            <td>
              <span className="admin-table__strong">{row.plan}</span>
              <span className="admin-table__sub" title={row.subscriptionId}>
                {orderNumber(row.subscriptionId)}
              </span>
            </td>
            <td>{row.mode}</td>
            <td>
              <span
                className={`admin-badge admin-badge--${isPaymentStatus(row.status) ? PAYMENT_TONE[row.status] : 'wait'}`}
              >
                {paymentStatusLabel(row.status)}
              </span>
            </td>
            <td className="admin-table__num">{formatRupees(row.amount)}</td>
            <td className="admin-table__ref">
              {/* Cash on delivery has no gateway, so nothing to look up. */}
              {row.gateway && row.gateway !== 'cod' ? (
                <span className="admin-table__strong">{row.gateway}</span>
              ) : (
                '-'
              )}
              {row.gatewayPaymentId ? (
                <code className="admin-table__sub">{row.gatewayPaymentId}</code>
              ) : null}
              {row.gatewayOrderId ? (
                <code className="admin-table__sub">{row.gatewayOrderId}</code>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
