import { addressOneLine } from '@fitthali/domain/address-line';
import { parseDurationLabel } from '@fitthali/domain/durations';
import { MSG } from '@fitthali/domain/messages';
import { findPlan } from '@fitthali/domain/plans';
import { mealsPerDay } from '@fitthali/domain/pricing';
import { parseSelectedDays, sortMondayFirst, weekdayName } from '@fitthali/domain/weekdays';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/action-icons';
import { PlanIcon } from '../../../components/ui/plan-icon';
import { PLAN_TITLES } from '../../../content/plan-titles';
import { readStoredUser } from '../../../lib/auth-storage';
import { BRAND_GREEN } from '../../../lib/brand-colour';
import { formatDate, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { completeTestPayment, verifyRazorpayPayment } from '../api/complete-payment';
import { createSubscription, type SubscriptionAnswer } from '../api/create-subscription';
import { resumePayment } from '../api/resume-payment';
import { clearDraft } from '../lib/order-draft';
import { isAlreadyPaid, isPriceChanged, orderErrorMessage } from '../lib/order-errors';
import type { PaymentSession } from '../lib/payment-session';
import { loadRazorpay } from '../lib/razorpay';
import '../ordering.css';

/** SPEC §4, §9: the profile opens 1.8 s after a successful payment. */
export const PAYMENT_REDIRECT_MS = 1800;

export const PAYMENT_CANCELLED_MESSAGE = 'Payment was cancelled. You can try again.';

type Step = 'review' | 'placing' | 'test' | 'gateway' | 'completing' | 'paid';

function daysText(selectedDays: readonly string[]): string {
  const days = sortMondayFirst(parseSelectedDays(selectedDays));
  if (days.length === 7) return 'every day';
  return days.map((d) => weekdayName(d).slice(0, 3)).join(', ');
}

/**
 * /payment (SPEC §2.12): the 'Confirm & Pay' summary and 'Pay ₹total'. Paying posts the order with
 * paymentMode Online, then takes the payment through the gateway the server chose: the built-in
 * test gateway (a clearly labelled step) or Razorpay Checkout. Only the server marks it paid.
 */
export function PaymentPage({ session }: { session: PaymentSession }) {
  const navigate = useNavigate();
  const ids = useId();
  const { payload } = session;
  const resuming = 'resumeId' in session;
  const [step, setStep] = useState<Step>('review');
  const [order, setOrder] = useState<SubscriptionAnswer | null>(null);
  const [error, setError] = useState('');
  const [reviewNeeded, setReviewNeeded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusTarget = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (step === 'test' || step === 'paid') focusTarget.current?.focus();
  }, [step]);

  const planId = findPlan(payload.plan)?.id;
  const total = payload.totalPrice;
  const days = parseDurationLabel(payload.duration) ?? payload.days;
  const meals = mealsPerDay(payload.slot) * payload.days;

  const paid = () => {
    setStep('paid');
    clearDraft();
    timer.current = setTimeout(
      () => navigate('/profile', { replace: true, state: { paymentSuccess: true } }),
      PAYMENT_REDIRECT_MS,
    );
  };

  const openRazorpay = async (answer: SubscriptionAnswer) => {
    const payment = answer.payment;
    if (!payment?.keyId) throw new Error('Razorpay key missing');
    const Razorpay = await loadRazorpay();
    const user = readStoredUser();
    const checkout = new Razorpay({
      key: payment.keyId,
      order_id: payment.orderId,
      amount: payment.amount,
      currency: payment.currency,
      name: 'FitThali',
      description: `${payload.plan} · ${payload.duration}`,
      prefill: { name: user?.name, email: user?.email, contact: user?.phone },
      theme: { color: BRAND_GREEN },
      handler: (proof) => {
        setStep('completing');
        verifyRazorpayPayment(answer.subscriptionId, proof)
          .then(paid)
          .catch((err) => {
            if (isAlreadyPaid(err)) {
              paid();
              return;
            }
            // The gateway took the money; only our record of it failed (SPEC §8).
            setError(MSG.paymentNotSaved);
            setStep('review');
          });
      },
      modal: {
        ondismiss: () => {
          setStep((current) => (current === 'gateway' ? 'review' : current));
          setError((current) => current || PAYMENT_CANCELLED_MESSAGE);
        },
      },
    });
    checkout.on('payment.failed', () =>
      setError('The payment did not go through. Please try again.'),
    );
    setStep('gateway');
    checkout.open();
  };

  const pay = async () => {
    if (step !== 'review') return;
    setError('');
    setReviewNeeded(false);
    setStep('placing');
    let answer: SubscriptionAnswer;
    try {
      // The same key on every attempt: a retry finds the order already placed. An order left
      // unpaid earlier is paid as it is.
      answer =
        'resumeId' in session
          ? await resumePayment(session.resumeId)
          : await createSubscription(payload, session.idempotencyKey);
    } catch (err) {
      setError(orderErrorMessage(err, 'payment'));
      setReviewNeeded(isPriceChanged(err));
      setStep('review');
      return;
    }
    setOrder(answer);
    if (answer.status === 'active') {
      // Paid already, on an earlier visit to this page.
      paid();
      return;
    }
    if (answer.payment?.gateway === 'test') {
      setStep('test');
      return;
    }
    try {
      await openRazorpay(answer);
    } catch {
      setError(MSG.onlinePaymentUnavailable);
      setStep('review');
    }
  };

  const completeTest = async () => {
    if (!order || step !== 'test') return;
    setError('');
    setStep('completing');
    try {
      await completeTestPayment(order.subscriptionId);
      paid();
    } catch (err) {
      if (isAlreadyPaid(err)) {
        paid();
        return;
      }
      setError(orderErrorMessage(err, 'payment'));
      setStep('test');
    }
  };

  const busy = step === 'placing' || step === 'completing' || step === 'gateway';

  return (
    <div className="confirm-page">
      <header className="confirm-head">
        <div className="container confirm-head__inner">
          {step === 'paid' ? null : (
            <Link
              to={resuming ? '/profile' : '/subscribe-confirm'}
              className="btn btn--ghost btn--sm confirm-head__back"
            >
              <span aria-hidden="true">←</span> Back
            </Link>
          )}
          <div>
            <p className="eyebrow">Secure payment</p>
            <h1 className="confirm-head__title">Confirm &amp; Pay</h1>
          </div>
        </div>
      </header>

      <div className="container pay-layout">
        <section className="order-card pay-card" aria-labelledby={`${ids}-summary`}>
          <div className="order-card__head">
            <h2 className="order-card__title" id={`${ids}-summary`}>
              Your order
            </h2>
            {payload.days === 3 ? <span className="trial-badge">3 day Trial</span> : null}
          </div>
          <div className="plan-line">
            {planId ? <PlanIcon planId={planId} size={24} /> : null}
            <p className="plan-line__name">{planId ? PLAN_TITLES[planId] : payload.plan}</p>
          </div>
          <dl className="pay-facts">
            <div>
              <dt>Plan</dt>
              <dd>{payload.plan}</dd>
            </div>
            <div>
              <dt>Meal option</dt>
              <dd>{payload.mealOption}</dd>
            </div>
            <div>
              <dt>Slot</dt>
              <dd>{payload.slot}</dd>
            </div>
            <div>
              <dt>Duration and days</dt>
              <dd>
                {payload.duration}, {daysText(payload.selectedDays)}
                <span className="pay-facts__sub">
                  {meals} meals over {days} delivery days
                </span>
              </dd>
            </div>
            <div>
              <dt>Start date</dt>
              <dd>{formatDate(payload.startDate)}</dd>
            </div>
            <div>
              <dt>Deliver to</dt>
              <dd>{addressOneLine(payload.address)}</dd>
            </div>
            <div>
              <dt>Coupon</dt>
              <dd>{payload.couponCode || 'None'}</dd>
            </div>
            <div>
              <dt>Discount</dt>
              <dd>
                {payload.discount > 0 ? `−${formatRupees(payload.discount)}` : formatRupees(0)}
              </dd>
            </div>
            <div className="pay-facts__total">
              <dt>Total</dt>
              <dd>{formatRupees(total)}</dd>
            </div>
          </dl>
        </section>

        <section className="order-card pay-action" aria-labelledby={`${ids}-pay`}>
          {step === 'paid' ? (
            <div className="order-done" role="status">
              <CheckCircleIcon size={40} />
              <h2 className="order-done__title" id={`${ids}-pay`} ref={focusTarget} tabIndex={-1}>
                Payment successful
              </h2>
              <p>{formatRupees(total)} paid. Your plan is confirmed; taking you to your profile…</p>
            </div>
          ) : step === 'test' || (step === 'completing' && order?.payment?.gateway === 'test') ? (
            <div className="test-pay">
              <p className="test-pay__badge">
                <AlertIcon size={16} /> Test mode
              </p>
              <h2 className="order-card__title" id={`${ids}-pay`} ref={focusTarget} tabIndex={-1}>
                Test payment
              </h2>
              <p className="test-pay__text">
                This shop is running FitThali&apos;s built-in test gateway. No money moves:
                completing the test payment marks your order as paid straight away.
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
                  onClick={() => void completeTest()}
                  disabled={step === 'completing'}
                >
                  {step === 'completing' ? (
                    <span className="btn__spinner" aria-hidden="true" />
                  ) : null}
                  {step === 'completing' ? MSG.processing : 'Complete test payment'}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--block"
                  onClick={() => {
                    setError('');
                    setStep('review');
                  }}
                  disabled={step === 'completing'}
                >
                  Cancel
                </button>
              </div>
            </div>
          ) : (
            <>
              <h2 className="order-card__title" id={`${ids}-pay`}>
                Pay securely
              </h2>
              <p className="pay-action__total" aria-live="polite">
                <span>Amount to pay</span> {formatRupees(total)}
              </p>
              <div role="alert" className="order-alert">
                {error ? (
                  <p className="inline-error">
                    {error}
                    {reviewNeeded ? (
                      <>
                        {' '}
                        <Link to="/subscribe-confirm">Review your order</Link>
                      </>
                    ) : null}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                className="btn btn--primary btn--lg btn--block"
                onClick={() => void pay()}
                disabled={busy}
              >
                {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
                {busy ? MSG.processing : `Pay ${formatRupees(total)}`}
              </button>
              <p className="order-summary__note">
                Your order is confirmed as soon as the payment is verified.
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
  useEffect(() => {
    if (!invalid) return;
    toast.error(MSG.invalidPaymentSession, { id: 'invalid-payment-session' });
    navigate('/', { replace: true });
  }, [invalid, navigate]);
}
