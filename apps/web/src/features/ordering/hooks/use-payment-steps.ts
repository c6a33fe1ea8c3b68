import { MSG } from '@fitthali/domain/messages';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../i18n/locale-link';
import { readStoredUser } from '../../../lib/auth-storage';
import { BRAND_GREEN } from '../../../lib/brand-colour';
import { completeTestPayment, verifyRazorpayPayment } from '../api/complete-payment';
import { createSubscription, type SubscriptionAnswer } from '../api/create-subscription';
import { resumePayment } from '../api/resume-payment';
import { clearDraft } from '../lib/order-draft';
import { isAlreadyPaid, isPriceChanged, orderErrorMessage } from '../lib/order-errors';
import type { PaymentSession } from '../lib/payment-session';
import { loadRazorpay } from '../lib/razorpay';

/** SPEC §4, §9: the profile opens 1.8 s after a successful payment. */
export const PAYMENT_REDIRECT_MS = 1800;

export const PAYMENT_CANCELLED_MESSAGE = 'Payment was cancelled. You can try again.';

export type PaymentStep = 'review' | 'placing' | 'test' | 'gateway' | 'completing' | 'paid';

/**
 * Paying on /payment (SPEC §2.12), step by step: review → placing the order (or finding the unpaid
 * one) → the gateway the server chose (the built-in test gateway, or Razorpay Checkout) →
 * completing → paid. Any failure goes back to the step the customer can act on, with the reason.
 */
export function usePaymentSteps(session: PaymentSession) {
  const navigate = useNavigate();
  const profile = useLocalePath()('/profile');
  const { payload } = session;
  const [step, setStep] = useState<PaymentStep>('review');
  const [order, setOrder] = useState<SubscriptionAnswer | null>(null);
  const [error, setError] = useState('');
  const [reviewNeeded, setReviewNeeded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const paid = () => {
    setStep('paid');
    clearDraft();
    timer.current = setTimeout(
      () => navigate(profile, { replace: true, state: { paymentSuccess: true } }),
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

  const cancelTest = () => {
    setError('');
    setStep('review');
  };

  return {
    step,
    /** The test gateway's panel stays up while its payment completes. */
    testing: step === 'test' || (step === 'completing' && order?.payment?.gateway === 'test'),
    busy: step === 'placing' || step === 'completing' || step === 'gateway',
    error,
    /** The price changed: the error links back to the confirm page. */
    reviewNeeded,
    pay,
    completeTest,
    cancelTest,
  };
}
