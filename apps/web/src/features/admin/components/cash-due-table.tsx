import { CASH_DUE_AFTER_DELIVERIES } from '@fitthali/domain/cash-collection';
import { CASH_MSG } from '@fitthali/domain/cash-messages';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TableHead } from '../../../components/ui/table-head';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { collectCashForOrder } from '../api/collect-cash';
import type { CashDueOrder } from '../api/money-types';
import { AdminTable } from './admin-table';
import { CustomerCell, OrderCell } from './payment-cells';

const customerName = (row: CashDueOrder) => row.customer?.name?.trim() || 'No Name';

/**
 * COD orders still unpaid after their third delivery, with "Record cash" for each (issue 14
 * point 6): the cash goes on the order's latest delivery and the list loads again.
 */
export function CashDueTable({ rows, loading }: { rows: CashDueOrder[]; loading: boolean }) {
  const revalidator = useRevalidator();
  const [recording, setRecording] = useState<CashDueOrder | null>(null);
  const [busy, setBusy] = useState(false);

  async function record(row: CashDueOrder) {
    setBusy(true);
    try {
      const { collection } = await collectCashForOrder(row.subscriptionId);
      toast.success(CASH_MSG.collected(customerName(row), collection.amount));
      setRecording(null);
      await revalidator.revalidate();
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'That did not go through. Check the connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <AdminTable
        label="Cash due"
        loading={loading}
        empty={{
          rows: rows.length,
          loadingText: 'Loading…',
          text: `No cash due: every COD order past its ${CASH_DUE_AFTER_DELIVERIES}rd delivery is collected.`,
        }}
      >
        <TableHead
          // The amount and its button first after the customer: on a phone they are in view
          // without scrolling sideways.
          columns={[
            'Customer',
            { label: 'Amount', className: 'admin-table__num' },
            'Cash',
            { label: 'Deliveries done', className: 'admin-table__num' },
            'Last delivered',
            'Order',
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.subscriptionId}>
              <CustomerCell customer={row.customer} />
              <td className="admin-table__num">{formatRupees(row.amount)}</td>
              <td>
                <div className="cash-due__actions">
                  <button
                    type="button"
                    className="btn btn--accent btn--sm"
                    onClick={() => setRecording(row)}
                    disabled={busy}
                  >
                    Record cash<span className="visually-hidden"> for {customerName(row)}</span>
                  </button>
                  <Link
                    className="btn btn--ghost btn--sm"
                    to={`/admin/subscriptions/${encodeURIComponent(row.subscriptionId)}`}
                  >
                    Manage<span className="visually-hidden"> order of {customerName(row)}</span>
                  </Link>
                </div>
              </td>
              <td className="admin-table__num">{row.deliveriesDone}</td>
              <td>
                <time dateTime={row.lastDelivered}>{formatDate(row.lastDelivered)}</time>
              </td>
              <OrderCell plan={row.plan} orderId={row.subscriptionId} />
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <ConfirmDialog
        open={recording !== null}
        title="Record cash collected"
        description={
          <p>
            Record {formatRupees(recording?.amount ?? 0)} in cash collected from{' '}
            {recording ? customerName(recording) : ''}, on the delivery of{' '}
            {recording ? formatDate(recording.lastDelivered) : ''}?
          </p>
        }
        cancelLabel="Not yet"
        confirmLabel="Record cash"
        busy={busy}
        onCancel={() => setRecording(null)}
        onConfirm={() => (recording ? record(recording) : undefined)}
      />
    </>
  );
}
