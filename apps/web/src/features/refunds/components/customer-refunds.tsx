import { TitledSection } from '../../../components/ui/titled-section';
import { useSelfService } from '../../../i18n/self-service';
import { formatRupees } from '../../../lib/format';
import type { CustomerRefund } from '../api/types';
import { RefundStatus } from './refund-status';
import '../refunds.css';

/** The refunds of one order on the customer's subscription page (issue 14 point 5). */
export function CustomerRefunds({ refunds }: { refunds: CustomerRefund[] }) {
  const { t, date } = useSelfService('account');
  if (refunds.length === 0) return null;
  return (
    <TitledSection
      className="refunds-list"
      titleClassName="refunds-list__title"
      title={t('Refunds')}
    >
      <ul className="refunds-list__items">
        {refunds.map((refund) => (
          <li key={refund._id} className="refunds-list__item">
            <strong className="refunds-list__amount">{formatRupees(refund.amount)}</strong>
            <RefundStatus refund={refund} />
            <span className="refunds-list__date">
              {t('Requested {date}', { date: date(refund.createdAt) })}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
