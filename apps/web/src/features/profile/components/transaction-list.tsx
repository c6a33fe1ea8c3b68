import { paymentStatusLabel } from '@fitthali/domain/payment-status';
import { TableHead } from '../../../components/ui/table-head';
import { formatRupees } from '../../../lib/format';
import type { ProfileTransaction } from '../api/types';
import { formatMoment } from '../lib/subscriptions';

function newestFirst(transactions: ProfileTransaction[]) {
  const at = (t: ProfileTransaction) => Date.parse(t.createdAt ?? '') || 0;
  return [...transactions].sort((a, b) => at(b) - at(a));
}

export function TransactionList({ transactions }: { transactions: ProfileTransaction[] }) {
  return (
    <section className="profile-section" aria-labelledby="transactions-heading">
      <h2 id="transactions-heading" className="profile-section__title">
        Transactions
      </h2>
      <div className="table-scroll">
        <table className="txn-table">
          <TableHead columns={['Date', 'Amount', 'Mode', 'Status']} />
          <tbody>
            {newestFirst(transactions).map((t) => (
              <tr key={t._id}>
                <td>{formatMoment(t.createdAt)}</td>
                <td>{typeof t.amount === 'number' ? formatRupees(t.amount) : 'N/A'}</td>
                <td>{t.mode || 'N/A'}</td>
                <td>{t.status ? paymentStatusLabel(t.status) : 'N/A'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
