import { orderNumber } from '@fitthali/domain/order-number';
import { TableHead } from '../../../../components/ui/table-head';
import { TitledSection } from '../../../../components/ui/titled-section';
import { formatDateTime, formatRupees } from '../../../../lib/format';
import type { AdminRefund } from '../../../refunds/api/types';
import { RefundStatus } from '../../../refunds/components/refund-status';
import { TableScroll } from '../../components/table-scroll';
import { IssueAsCreditButton } from '../../refunds/components/issue-as-credit';

/**
 * The order's money refunds with their state at the gateway; one that kept failing can be issued
 * as meal credit instead (decision 98).
 */
export function OrderRefunds({ refunds }: { refunds: AdminRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <TitledSection
      className="admin-card"
      titleClassName="admin-section-title"
      title={<>Refunds ({refunds.length})</>}
    >
      <TableScroll label="Refunds of this order">
        <table className="admin-table">
          <TableHead columns={['Requested', 'Amount', 'Status', 'Reason', 'Gateway']} />
          <tbody>
            {refunds.map((refund) => (
              <tr key={refund._id}>
                <td>{formatDateTime(refund.createdAt)}</td>
                <td>{formatRupees(refund.amount)}</td>
                <td>
                  <RefundStatus refund={refund} />
                  {refund.status === 'failed' ? (
                    <IssueAsCreditButton
                      refund={refund}
                      orderNumber={orderNumber(refund.subscriptionId)}
                    />
                  ) : null}
                  {refund.lastError && refund.status !== 'processed' ? (
                    <span className="order-summary__aside">{refund.lastError}</span>
                  ) : null}
                </td>
                <td>{refund.reason}</td>
                <td>
                  {refund.gatewayRefundId ?? '-'}
                  <span className="order-summary__aside">
                    {refund.gateway} · {refund.attempts}{' '}
                    {refund.attempts === 1 ? 'attempt' : 'attempts'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </TitledSection>
  );
}
