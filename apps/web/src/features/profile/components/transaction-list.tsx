import { paymentStatusLabel } from '@fitthali/domain/payment-status';
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
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Mode</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
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
