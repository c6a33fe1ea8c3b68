import { TableHead } from '../../../components/ui/table-head';
import { formatRupees } from '../../../lib/format';
import type { UnappliedPayment } from '../api/types';
import { AdminTable } from './admin-table';
import { CustomerCell, OrderCell, WhenCell } from './payment-cells';

/**
 * Payments taken that no order could use (paid twice, paid after a cancel, paid too late): each is
 * owed back to the customer. Shown only when there are any, above the payment records.
 */
export function UnappliedPayments({ rows }: { rows: readonly UnappliedPayment[] }) {
  if (rows.length === 0) return null;
  const owed = rows.filter((r) => r.status === 'refund_due').reduce((sum, r) => sum + r.amount, 0);
  return (
    <section className="admin-card" aria-labelledby="unapplied-title">
      <h2 id="unapplied-title" className="admin-section-title">
        Payments to refund
      </h2>
      <p className="admin-muted">
        {rows.length} captured {rows.length === 1 ? 'payment' : 'payments'} could not be applied to
        an order; {formatRupees(owed)} is owed back. Refund each from the payment gateway’s
        dashboard using its payment id.
      </p>
      <AdminTable label="Refunds due">
        <TableHead
          columns={[
            'Date',
            'Customer',
            'Order',
            'Why',
            { label: 'Amount', className: 'admin-table__num' },
            'Payment id',
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <WhenCell at={row.createdAt} />
              <CustomerCell customer={row.customer} />
              <OrderCell plan={row.plan} orderId={row.subscriptionId} />
              <td>{row.reason}</td>
              <td className="admin-table__num">{formatRupees(row.amount)}</td>
              <td className="admin-table__ref">{row.gatewayPaymentId}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </section>
  );
}
