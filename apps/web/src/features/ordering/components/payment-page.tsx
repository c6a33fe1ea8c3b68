import { MSG } from '@fitthali/domain/messages';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircleIcon } from '../../../components/ui/action-icons';
import { LocaleLink as Link, useLocalePath } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { usePaymentSteps } from '../hooks/use-payment-steps';
import type { PaymentSession } from '../lib/payment-session';
import { OrderFacts } from './order-facts';
import { TestPayment } from './test-payment';
import '../ordering.css';

/**
 * /payment (SPEC §2.12): the 'Confirm & Pay' summary and 'Pay ₹total'. Paying posts the order with
 * paymentMode Online, then takes the payment through the gateway the server chose: the built-in
 * test gateway (a clearly labelled step) or Razorpay Checkout. Only the server marks it paid.
 */
export function PaymentPage({ session }: { session: PaymentSession }) {
  const ids = useId();
  const t = useT('order');
  const { payload } = session;
  const resuming = 'resumeId' in session;
  const payment = usePaymentSteps(session);
  const { step, error, busy } = payment;
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const total = payload.totalPrice;

  useEffect(() => {
    if (step === 'test' || step === 'paid') focusTarget.current?.focus();
  }, [step]);

  return (
    <div className="confirm-page">
      <header className="confirm-head">
        <div className="container confirm-head__inner">
          {step === 'paid' ? null : (
            <Link
              to={resuming ? '/profile' : '/subscribe-confirm'}
              className="btn btn--ghost btn--sm confirm-head__back"
            >
              <span aria-hidden="true">←</span> {t('Back')}
            </Link>
          )}
          <div>
            <p className="eyebrow">{t('Secure payment')}</p>
            <h1 className="confirm-head__title">{t('Confirm & Pay')}</h1>
          </div>
        </div>
      </header>

      <div className="container columns columns--stack-below-1024 pay-layout">
        <OrderFacts payload={payload} />

        <section className="order-card pay-action columns__side" aria-labelledby={`${ids}-pay`}>
          {step === 'paid' ? (
            <div className="order-done" role="status">
              <CheckCircleIcon size={40} />
              <h2 className="order-done__title" id={`${ids}-pay`} ref={focusTarget} tabIndex={-1}>
                {t('Payment successful')}
              </h2>
              <p>
                {t('{amount} paid. Your plan is confirmed; taking you to your profile…', {
                  amount: formatRupees(total),
                })}
              </p>
            </div>
          ) : payment.testing ? (
            <TestPayment
              headingId={`${ids}-pay`}
              headingRef={focusTarget}
              total={total}
              error={error}
              completing={step === 'completing'}
              onComplete={() => void payment.completeTest()}
              onCancel={payment.cancelTest}
            />
          ) : (
            <>
              <h2 className="order-card__title" id={`${ids}-pay`}>
                {t('Pay securely')}
              </h2>
              <p className="pay-action__total" aria-live="polite">
                <span>{t('Amount to pay')}</span> {formatRupees(total)}
              </p>
              <div role="alert" className="order-alert">
                {error ? (
                  <p className="inline-error">
                    {t(error)}
                    {payment.reviewNeeded ? (
                      <>
                        {' '}
                        <Link to="/subscribe-confirm">{t('Review your order')}</Link>
                      </>
                    ) : null}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                className="btn btn--primary btn--lg btn--block"
                onClick={() => void payment.pay()}
                disabled={busy}
              >
                {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
                {busy ? t(MSG.processing) : t('Pay {amount}', { amount: formatRupees(total) })}
              </button>
              <p className="order-summary__note">
                {t('Your order is confirmed as soon as the payment is verified.')}
              </p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** Shown once when /payment has nothing to pay for, before going home (SPEC §2.12). */
export function useInvalidPaymentSession(invalid: boolean) {
  const navigate = useNavigate();
  const t = useT('order');
  const home = useLocalePath()('/');
  useEffect(() => {
    if (!invalid) return;
    toast.error(t(MSG.invalidPaymentSession), { id: 'invalid-payment-session' });
    navigate(home, { replace: true });
  }, [invalid, navigate, t, home]);
}
