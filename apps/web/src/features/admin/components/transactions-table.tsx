import {
  isPaymentStatus,
  type PaymentStatus,
  paymentStatusLabel,
} from '@fitthali/domain/payment-status';
import { refundStatusLabel } from '@fitthali/domain/refund-messages';
import { TableHead } from '../../../components/ui/table-head';
import { formatDate, formatRupees } from '../../../lib/format';
import type { Transaction, TransactionRefund } from '../api/types';
import { AdminTable } from './admin-table';
import { CustomerCell, OrderCell, WhenCell } from './payment-cells';

// Cash no longer owed on a cancelled order is settled, not a problem: shown like paid.
const PAYMENT_TONE: Record<PaymentStatus, 'ok' | 'bad' | 'wait'> = {
  paid: 'ok',
  cancelled: 'ok',
  due: 'wait',
  pending: 'wait',
  failed: 'bad',
  expired: 'bad',
};

const REFUND_TONE: Record<TransactionRefund['status'], 'ok' | 'bad' | 'wait'> = {
  processed: 'ok',
  credited: 'ok',
  pending: 'wait',
  failed: 'bad',
};

/** A refund of a payment, on its own row right under it: money going back, so a minus sign. */
function RefundRow({ payment, refund }: { payment: Transaction; refund: TransactionRefund }) {
  return (
    <tr>
      <WhenCell at={refund.createdAt} />
      <CustomerCell customer={payment.customer} muteDeleted />
      <OrderCell plan={payment.plan} orderId={payment.subscriptionId} />
      <td>Refund</td>
      <td>
        <span className={`admin-badge admin-badge--${REFUND_TONE[refund.status]}`}>
          {refundStatusLabel(refund.status)}
        </span>
      </td>
      <td className="admin-table__num">−{formatRupees(refund.amount)}</td>
      <td className="admin-table__ref">
        {refund.gatewayRefundId ? <code>{refund.gatewayRefundId}</code> : '-'}
      </td>
    </tr>
  );
}

/** Every payment record, each with its refunds under it: when, who, which order, how, where it stands, how much, gateway ids. */
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
      <TableHead
        columns={[
          'Date',
          'Customer',
          'Order',
          'Mode',
          'Status',
          { label: 'Amount', className: 'admin-table__num' },
          'Gateway reference',
        ]}
      />
      <tbody>
        {rows.map((row) => [
          <tr key={row._id}>
            <WhenCell at={row.createdAt} />
            <CustomerCell customer={row.customer} muteDeleted />
            <OrderCell plan={row.plan} orderId={row.subscriptionId} />
            <td>{row.mode}</td>
            <td>
              <span
                className={`admin-badge admin-badge--${isPaymentStatus(row.status) ? PAYMENT_TONE[row.status] : 'wait'}`}
              >
                {paymentStatusLabel(row.paymentStanding ?? row.status)}
              </span>
              {row.collection ? (
                <span className="admin-table__sub">
                  Cash collected on the delivery of {formatDate(row.collection.deliveryDate)}
                </span>
              ) : null}
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
          </tr>,
          ...(row.refunds ?? []).map((refund) => (
            <RefundRow key={refund._id} payment={row} refund={refund} />
          )),
        ])}
      </tbody>
    </AdminTable>
  );
}
