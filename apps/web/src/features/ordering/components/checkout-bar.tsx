import { MSG } from '@fitthali/domain/messages';
import type { PaymentMode } from '@fitthali/domain/plans';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckCircleIcon } from '../../../components/ui/action-icons';
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

  useEffect(() => {
    if (confirmed) doneHeading.current?.focus();
  }, [confirmed]);

  const buttonText = busy
    ? MSG.processing
    : paymentMode === 'Online'
      ? 'Proceed to Payment'
      : 'Confirm Order';

  return (
    <div className="checkout-bar">
      <div className="container checkout-bar__inner">
        <p className="checkout-bar__total">
          <span className="checkout-bar__label">Total</span>
          <strong className="checkout-bar__amount">{formatRupees(total)}</strong>
          <span className="checkout-bar__meta">
            {totalMeals} {totalMeals === 1 ? 'meal' : 'meals'} ·{' '}
            {paymentMode === 'Online' ? 'pay online next' : 'pay in cash on delivery'}
          </span>
        </p>
        <div role="alert" className="order-alert">
          {error ? (
            <p className="inline-error">
              {error}
              {signInAgain ? (
                <>
                  {' '}
                  <Link to="/login" state={{ from: '/subscribe-confirm' }}>
                    Log in again
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
              {MSG.orderConfirmed}
            </h3>
            <p>Taking you to your profile…</p>
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
