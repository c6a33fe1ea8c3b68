import { MSG } from '@fitthali/domain/messages';
import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { TableHead } from '../../../../components/ui/table-head';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { RefundStatus } from '../../../refunds/components/refund-status';
import { TableScroll } from '../../components/table-scroll';
import { type ListedRefund, retryRefund } from '../api/failed-refunds';
import { IssueAsCreditButton } from './issue-as-credit';
import '../../../refunds/refunds.css';

/**
 * The refunds the gateway kept refusing, after every automatic attempt (decision 90): the admin
 * sees why, and sends one again with "Retry now" or issues it as meal credit instead (decision 98).
 */
export function FailedRefunds({ refunds }: { refunds: ListedRefund[] }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  async function retry(refund: ListedRefund) {
    setBusy(refund._id);
    try {
      await retryRefund(refund._id);
      toast.success(
        `${REFUND_MSG.refundRetried} ${formatRupees(refund.amount)} for ${refund.orderNumber}.`,
      );
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG.loginError,
      );
    } finally {
      setBusy(null);
      await revalidator.revalidate();
    }
  }

  if (refunds.length === 0) {
    return <p className="admin-card">No failed refunds. Every refund reached the gateway.</p>;
  }
  return (
    <TableScroll label="Failed refunds">
      <table className="admin-table">
        <TableHead columns={['Order', 'Customer', 'Amount', 'Status', 'Requested', 'Action']} />
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund._id}>
              <td>
                <Link to={`/admin/subscriptions/${refund.subscriptionId}`}>
                  {refund.orderNumber}
                </Link>
              </td>
              <td>
                {refund.customer.name ?? '-'}
                {refund.customer.phone ? (
                  <span className="order-summary__aside">{refund.customer.phone}</span>
                ) : null}
              </td>
              <td>{formatRupees(refund.amount)}</td>
              <td>
                <RefundStatus refund={refund} />
                <span className="order-summary__aside">
                  {refund.attempts} attempts{refund.lastError ? ` · ${refund.lastError}` : ''}
                </span>
              </td>
              <td>
                {formatDateTime(refund.createdAt)}
                <span className="order-summary__aside">{refund.reason}</span>
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn--primary btn--sm"
                  disabled={busy !== null}
                  aria-label={`Retry the refund of ${formatRupees(refund.amount)} for ${refund.orderNumber} now`}
                  onClick={() => void retry(refund)}
                >
                  Retry now
                </button>
                <IssueAsCreditButton refund={refund} orderNumber={refund.orderNumber} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
