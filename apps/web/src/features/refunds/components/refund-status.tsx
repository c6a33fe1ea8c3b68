import { refundStatusLabel } from '@fitthali/domain/refund-messages';
import { useT } from '../../../i18n/messages';
import type { CustomerRefund } from '../api/types';

/** A refund's state in words, with when to expect the money while it is on its way. */
export function RefundStatus({ refund }: { refund: Pick<CustomerRefund, 'status' | 'expected'> }) {
  const t = useT('account');
  return (
    <span className={`refund-status refund-status--${refund.status}`}>
      {t(refundStatusLabel(refund.status))}
      {refund.expected ? (
        <span className="refund-status__expected">
          {t('expected in {time}', { time: t(refund.expected) })}
        </span>
      ) : null}
    </span>
  );
}
