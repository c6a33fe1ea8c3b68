import { MSG } from '@fitthali/domain/messages';
import type { RefObject } from 'react';
import { AlertIcon } from '../../../components/ui/page-icons';
import { useT } from '../../../i18n/messages';
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
  const t = useT('order');
  return (
    <div className="test-pay">
      <p className="test-pay__badge">
        <AlertIcon size={16} /> {t('Test mode')}
      </p>
      <h2 className="order-card__title" id={headingId} ref={headingRef} tabIndex={-1}>
        {t('Test payment')}
      </h2>
      <p className="test-pay__text">
        {t(
          "This shop is running FitThali's built-in test gateway. No money moves: completing the test payment marks your order as paid straight away.",
        )}
      </p>
      <p className="test-pay__amount">
        {t('Amount')} <strong>{formatRupees(total)}</strong>
      </p>
      <div role="alert" className="order-alert">
        {error ? <p className="inline-error">{t(error)}</p> : null}
      </div>
      <div className="test-pay__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          onClick={onComplete}
          disabled={completing}
        >
          {completing ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {completing ? t(MSG.processing) : t('Complete test payment')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={onCancel}
          disabled={completing}
        >
          {t('Cancel')}
        </button>
      </div>
    </div>
  );
}
