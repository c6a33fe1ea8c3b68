import { TitledSection } from '../../../components/ui/titled-section';
import { formatDate, formatRupees } from '../../../lib/format';
import type { CustomerRefund } from '../api/types';
import { RefundStatus } from './refund-status';
import '../refunds.css';

/** The refunds of one order on the customer's subscription page (issue 14 point 5). */
export function CustomerRefunds({ refunds }: { refunds: CustomerRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <TitledSection className="refunds-list" titleClassName="refunds-list__title" title="Refunds">
      <ul className="refunds-list__items">
        {refunds.map((refund) => (
          <li key={refund._id} className="refunds-list__item">
            <strong className="refunds-list__amount">{formatRupees(refund.amount)}</strong>
            <RefundStatus refund={refund} />
            <span className="refunds-list__date">Requested {formatDate(refund.createdAt)}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
