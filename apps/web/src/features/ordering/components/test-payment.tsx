import { MSG } from '@fitthali/domain/messages';
import type { RefObject } from 'react';
import { AlertIcon } from '../../../components/ui/page-icons';
import { formatRupees } from '../../../lib/format';

type TestPaymentProps = {
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  total: number;
  error: string;
  completing: boolean;
  onComplete: () => void;
  onCancel: () => void;
};

/** The built-in test gateway's step: labelled as a test, since no money moves. */
export function TestPayment({
  headingId,
  headingRef,
  total,
  error,
  completing,
  onComplete,
  onCancel,
}: TestPaymentProps) {
  return (
    <div className="test-pay">
      <p className="test-pay__badge">
        <AlertIcon size={16} /> Test mode
      </p>
      <h2 className="order-card__title" id={headingId} ref={headingRef} tabIndex={-1}>
        Test payment
      </h2>
      <p className="test-pay__text">
        This shop is running FitThali&apos;s built-in test gateway. No money moves: completing the
        test payment marks your order as paid straight away.
      </p>
      <p className="test-pay__amount">
        Amount <strong>{formatRupees(total)}</strong>
      </p>
      <div role="alert" className="order-alert">
        {error ? <p className="inline-error">{error}</p> : null}
      </div>
      <div className="test-pay__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          onClick={onComplete}
          disabled={completing}
        >
          {completing ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {completing ? MSG.processing : 'Complete test payment'}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={onCancel}
          disabled={completing}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
