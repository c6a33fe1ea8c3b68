import { MSG } from '@fitthali/domain/messages';
import type { PaymentMode } from '@fitthali/domain/plans';
import { useEffect, useRef } from 'react';
import { CheckCircleIcon } from '../../../components/ui/action-icons';
import { LocaleLink as Link, useLocalePath } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { formatRupees } from '../../../lib/format';

type Props = {
  total: number;
  totalMeals: number;
  paymentMode: PaymentMode;
  error: string;
  /** The server refused the session: the error offers a fresh login. */
  signInAgain: boolean;
  busy: boolean;
  confirmed: boolean;
  onSubmit: () => void;
};

/**
 * Fixed to the bottom of the screen, so the total and the order button are always in reach however
 * long the page grows (issue 11 point 7).
 */
export function CheckoutBar({
  total,
  totalMeals,
  paymentMode,
  error,
  signInAgain,
  busy,
  confirmed,
  onSubmit,
}: Props) {
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const t = useT('order');
  const localePath = useLocalePath();

  useEffect(() => {
    if (confirmed) doneHeading.current?.focus();
  }, [confirmed]);

  const buttonText = busy
    ? t(MSG.processing)
    : paymentMode === 'Online'
      ? t('Proceed to Payment')
      : t('Confirm Order');

  return (
    <div className="checkout-bar">
      <div className="container checkout-bar__inner">
        <p className="checkout-bar__total">
          <span className="checkout-bar__label">{t('Total')}</span>
          <strong className="checkout-bar__amount">{formatRupees(total)}</strong>
          <span className="checkout-bar__meta">
            {paymentMode === 'Online'
              ? t(
                  totalMeals === 1
                    ? '{count} meal · pay online next'
                    : '{count} meals · pay online next',
                  {
                    count: totalMeals,
                  },
                )
              : t(
                  totalMeals === 1
                    ? '{count} meal · pay in cash on delivery'
                    : '{count} meals · pay in cash on delivery',
                  { count: totalMeals },
                )}
          </span>
        </p>
        <div role="alert" className="order-alert">
          {error ? (
            <p className="inline-error">
              {t(error)}
              {signInAgain ? (
                <>
                  {' '}
                  <Link to="/login" state={{ from: localePath('/subscribe-confirm') }}>
                    {t('Log in again')}
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        {confirmed ? (
          <div className="order-done" role="status">
            <CheckCircleIcon size={36} />
            <h3 className="order-done__title" ref={doneHeading} tabIndex={-1}>
              {t(MSG.orderConfirmed)}
            </h3>
            <p>{t('Taking you to your profile…')}</p>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            onClick={onSubmit}
            disabled={busy}
          >
            {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
            {buttonText}
          </button>
        )}
      </div>
    </div>
  );
}
