import { paymentStatusLabel } from '@fitthali/domain/payment-status';
import { TableHead } from '../../../components/ui/table-head';
import { TitledSection } from '../../../components/ui/titled-section';
import { useSelfService } from '../../../i18n/self-service';
import { formatRupees } from '../../../lib/format';
import type { CustomerRefund } from '../../refunds/api/types';
import { RefundStatus } from '../../refunds/components/refund-status';
import type { ProfileTransaction } from '../api/types';
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
  const { t, dateTime } = useSelfService('account');
  const moment = (value: string | null | undefined) => dateTime(value) || t('N/A');
  return (
    <TitledSection
      className="profile-section"
      titleClassName="profile-section__title"
      title={t('Transactions')}
    >
      <div className="table-scroll">
        <table className="txn-table">
          <TableHead columns={[t('Date'), t('Amount'), t('Mode'), t('Status')]} />
          <tbody>
            {newestFirst(transactions, refunds).map((line) =>
              line.kind === 'refund' ? (
                <tr key={line.item._id}>
                  <td>{moment(line.item.createdAt)}</td>
                  <td>− {formatRupees(line.item.amount)}</td>
                  <td>{t('Refund')}</td>
                  <td>
                    <RefundStatus refund={line.item} />
                  </td>
                </tr>
              ) : (
                <tr key={line.item._id}>
                  <td>{moment(line.item.createdAt)}</td>
                  <td>
                    {typeof line.item.amount === 'number'
                      ? formatRupees(line.item.amount)
                      : t('N/A')}
                  </td>
                  <td>{t(line.item.mode || 'N/A')}</td>
                  <td>
                    {line.item.status
                      ? t(paymentStatusLabel(line.item.paymentStanding ?? line.item.status))
                      : t('N/A')}
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
