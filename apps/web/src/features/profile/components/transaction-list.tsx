import { paymentStatusLabel } from '@fitthali/domain/payment-status';
import { TableHead } from '../../../components/ui/table-head';
import { TitledSection } from '../../../components/ui/titled-section';
import { formatRupees } from '../../../lib/format';
import type { CustomerRefund } from '../../refunds/api/types';
import { RefundStatus } from '../../refunds/components/refund-status';
import type { ProfileTransaction } from '../api/types';
import { formatMoment } from '../lib/subscriptions';
import '../../refunds/refunds.css';

/** A payment or a refund: the table lists both, newest first, so money out sits by money in. */
type Line =
  | { kind: 'payment'; at: number; item: ProfileTransaction }
  | { kind: 'refund'; at: number; item: CustomerRefund };

function newestFirst(transactions: ProfileTransaction[], refunds: CustomerRefund[]): Line[] {
  const at = (value: string | null | undefined) => Date.parse(value ?? '') || 0;
  return [
    ...transactions.map((item) => ({ kind: 'payment' as const, at: at(item.createdAt), item })),
    ...refunds.map((item) => ({ kind: 'refund' as const, at: at(item.createdAt), item })),
  ].sort((a, b) => b.at - a.at);
}

export function TransactionList({
  transactions,
  refunds = [],
}: {
  transactions: ProfileTransaction[];
  refunds?: CustomerRefund[];
}) {
  return (
    <TitledSection
      className="profile-section"
      titleClassName="profile-section__title"
      title="Transactions"
    >
      <div className="table-scroll">
        <table className="txn-table">
          <TableHead columns={['Date', 'Amount', 'Mode', 'Status']} />
          <tbody>
            {newestFirst(transactions, refunds).map((line) =>
              line.kind === 'refund' ? (
                <tr key={line.item._id}>
                  <td>{formatMoment(line.item.createdAt)}</td>
                  <td>− {formatRupees(line.item.amount)}</td>
                  <td>Refund</td>
                  <td>
                    <RefundStatus refund={line.item} />
                  </td>
                </tr>
              ) : (
                <tr key={line.item._id}>
                  <td>{formatMoment(line.item.createdAt)}</td>
                  <td>
                    {typeof line.item.amount === 'number' ? formatRupees(line.item.amount) : 'N/A'}
                  </td>
                  <td>{line.item.mode || 'N/A'}</td>
                  <td>
                    {line.item.status
                      ? paymentStatusLabel(line.item.paymentStanding ?? line.item.status)
                      : 'N/A'}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}
