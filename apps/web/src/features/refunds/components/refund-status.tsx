import { refundStatusLabel } from '@fitthali/domain/refund-messages';
import type { CustomerRefund } from '../api/types';

/** A refund's state in words, with when to expect the money while it is on its way. */
export function RefundStatus({ refund }: { refund: Pick<CustomerRefund, 'status' | 'expected'> }) {
  return (
    <span className={`refund-status refund-status--${refund.status}`}>
      {refundStatusLabel(refund.status)}
      {refund.expected ? (
        <span className="refund-status__expected">expected in {refund.expected}</span>
      ) : null}
    </span>
  );
}
