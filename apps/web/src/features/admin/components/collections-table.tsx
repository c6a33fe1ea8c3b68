import { TableHead } from '../../../components/ui/table-head';
import { formatDate, formatRupees } from '../../../lib/format';
import type { Collection } from '../api/money-types';
import { AdminTable } from './admin-table';
import { CustomerCell, OrderCell, WhenCell } from './payment-cells';

/**
 * COD cash collected, newest first, beside the payment records (issue 14 point 7): each names the
 * delivery it was taken on and who took it, so a rupee reads order → delivery → collection.
 */
export function CollectionsTable({ rows, total }: { rows: readonly Collection[]; total: number }) {
  return (
    <section className="admin-card" aria-labelledby="collections-title">
      <h2 id="collections-title" className="admin-section-title">
        Cash collected
      </h2>
      <p className="admin-muted">
        {total === 0
          ? 'No cash on delivery has been recorded yet.'
          : `${total} cash ${total === 1 ? 'collection' : 'collections'} recorded; the newest ${rows.length} below.`}
      </p>
      {rows.length > 0 ? (
        <AdminTable label="Cash collected">
          <TableHead
            columns={[
              'Date',
              'Customer',
              'Order',
              'Delivery',
              'Collected by',
              { label: 'Amount', className: 'admin-table__num' },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                <WhenCell at={row.collectedAt} />
                <CustomerCell customer={row.customer ?? null} />
                <OrderCell plan={row.plan ?? null} orderId={row.subscriptionId} />
                <td>
                  {row.slot} ·{' '}
                  <time dateTime={row.deliveryDate}>{formatDate(row.deliveryDate)}</time>
                </td>
                <td>{row.collectedBy.name ?? 'An admin'}</td>
                <td className="admin-table__num">{formatRupees(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      ) : null}
    </section>
  );
}
