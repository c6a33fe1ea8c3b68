import type { Address } from '@fitthali/domain/address';
import {
  DEFAULT_NOTICE_HOURS,
  earliestStartDate,
  latestStartDate,
  startDateProblem,
} from '@fitthali/domain/cut-off';
import { compareIsoDates } from '@fitthali/domain/dates';
import {
  DEFAULT_CONFIRM_DURATION,
  durationLabel,
  TRIAL_DURATION,
} from '@fitthali/domain/durations';
import { MSG } from '@fitthali/domain/messages';
import { type PaymentMode, PLANS, type PlanId } from '@fitthali/domain/plans';
import { type ReactNode, useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckCircleIcon } from '../../../components/ui/action-icons';
import { PlanIcon } from '../../../components/ui/plan-icon';
import { PLAN_TITLES } from '../../../content/plan-titles';
import { formatDate, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { createSubscription } from '../api/create-subscription';
import { usePlanCatalogue } from '../hooks/use-plan-catalogue';
import type { AppliedCoupon } from '../lib/coupon';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { type ChoiceAction, choicesReducer, defaultChoices } from '../lib/order-choices';
import { clearDraft, type OrderDraft, saveDraft } from '../lib/order-draft';
import {
  isInvalidCoupon,
  isPriceChanged,
  isUnauthorized,
  orderErrorMessage,
} from '../lib/order-errors';
import { previewOrder, subscribePayload } from '../lib/order-preview';
import type { PaymentSession } from '../lib/payment-session';
import { CouponBox } from './coupon-box';
import { DeliveryDatesPreview } from './delivery-dates-preview';
import { OrderOptions } from './order-options';
import { OrderTotals } from './order-totals';
import { PaymentMethod } from './payment-method';
import '../ordering.css';

/** SPEC §4, §9: after 'Order Confirmed' the profile opens 1.5 s later. */
export const ORDER_REDIRECT_MS = 1500;
/** SPEC §2.2: order notifications close after 3 s. */
export const ORDER_TOAST_MS = 3000;

type Props = {
  /** The order carried from a plan page (session storage or navigation state); null if none. */
  draft: OrderDraft | null;
  /** The address part of the page (features/addresses), rendered where §2.11 puts it. */
  addressSection: ReactNode;
  /** The address picked in that section, or null. */
  address: Address | null;
};

/** The draft's start date while the kitchen can still cook for it, else the earliest that works. */
function initialStartDate(draft: OrderDraft | null, now: Date): string {
  const slot = draft?.choices.slot ?? 'Lunch';
  const wanted = draft?.startDate;
  return wanted && !startDateProblem(wanted, slot, now) ? wanted : earliestStartDate(slot, now);
}

/**
 * /subscribe-confirm (SPEC §2.11): start date, delivery address, plan summary with its selectors,
 * the exact delivery dates, coupon, payment method, totals and the order button. COD orders are
 * placed here; Online goes on to /payment with the order.
 */
export function ConfirmOrderPage({ draft, addressSection, address }: Props) {
  const navigate = useNavigate();
  const ids = useId();
  const { catalogue, reload } = usePlanCatalogue();
  // The moment the page opened: the server checks the cut-off again when the order is placed.
  const [now] = useState(() => new Date());
  const [choices, dispatch] = useReducer(
    choicesReducer,
    draft,
    (d) => d?.choices ?? defaultChoices(null, DEFAULT_CONFIRM_DURATION),
  );
  const [startDate, setStartDate] = useState(() => initialStartDate(draft, now));
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(draft?.coupon ?? null);
  const [couponError, setCouponError] = useState('');
  const [paymentMode, setPaymentMode] = useState<PaymentMode>(draft?.paymentMode ?? 'COD');
  const [submitError, setSubmitError] = useState('');
  const [signInAgain, setSignInAgain] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The draft follows every change, so a reload or the Back button from /payment finds it.
  useEffect(() => {
    if (!confirmed) saveDraft({ choices, startDate, coupon, paymentMode });
  }, [choices, startDate, coupon, paymentMode, confirmed]);

  useEffect(() => {
    if (confirmed) doneHeading.current?.focus();
  }, [confirmed]);

  const earliest = earliestStartDate(choices.slot, now);
  const latest = latestStartDate(now);

  const changeStartDate = (date: string) => {
    setSubmitError('');
    setStartDate(date);
    dispatch({ type: 'startDate', startDate: date });
  };

  // A slot whose first meal comes earlier in the day (Dinner → Lunch) can move the earliest start
  // a day later; the picked date follows rather than turning into an error.
  const shownEarliest = useRef(earliest);
  useEffect(() => {
    if (shownEarliest.current === earliest) return;
    shownEarliest.current = earliest;
    if (compareIsoDates(startDate, earliest) < 0) {
      setStartDate(earliest);
      dispatch({ type: 'startDate', startDate: earliest });
    }
  }, [earliest, startDate]);

  const preview = previewOrder({ choices, catalogue, startDate, now, coupon });
  const dateProblem = startDateProblem(startDate, choices.slot, now);
  const daysProblem =
    preview.problem && preview.problem !== MSG.invalidPlan && !dateProblem ? preview.problem : null;
  const planId = choices.planId;
  const plan = planId ? catalogue[planId] : null;

  const update = (action: ChoiceAction) => {
    setSubmitError('');
    dispatch(action);
  };

  /** One key per order attempt: the same order retried keeps it, a changed order gets a new one. */
  const keyFor = (signature: string) => {
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  };

  const submit = async () => {
    // The ref, not only the disabled button, keeps a double click to one request.
    if (inFlight.current || confirmed) return;
    setSignInAgain(false);
    if (preview.problem) {
      setSubmitError(preview.problem);
      return;
    }
    if (!address) {
      setSubmitError(MSG.selectAddress);
      return;
    }
    const payload = subscribePayload({
      choices,
      catalogue,
      preview,
      startDate,
      address,
      coupon,
      paymentMode,
    });
    const key = keyFor(JSON.stringify(payload));
    setSubmitError('');

    if (paymentMode === 'Online') {
      const payment: PaymentSession = { payload, idempotencyKey: key };
      navigate('/payment', { state: { payment } });
      return;
    }

    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await createSubscription(payload, key);
      clearDraft();
      setConfirmed(true);
      toast.success(MSG.orderConfirmed, { duration: ORDER_TOAST_MS });
      timer.current = setTimeout(
        () =>
          navigate('/profile', {
            replace: true,
            state: { orderConfirmed: true, subscriptionId: answer.subscriptionId },
          }),
        ORDER_REDIRECT_MS,
      );
    } catch (err) {
      setSubmitError(orderErrorMessage(err, 'confirm'));
      if (isPriceChanged(err)) await reload();
      if (isInvalidCoupon(err)) {
        setCoupon(null);
        setCouponError(MSG.invalidCoupon);
      }
      if (isUnauthorized(err)) setSignInAgain(true);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const buttonText = busy
    ? MSG.processing
    : paymentMode === 'Online'
      ? 'Proceed to Payment'
      : 'Confirm Order';

  return (
    <div className="confirm-page">
      <header className="confirm-head">
        <div className="container confirm-head__inner">
          <BackButton fallback={plan?.path ?? '/meal-plan'} />
          <div>
            <p className="eyebrow">Almost there</p>
            <h1 className="confirm-head__title">Confirm Your Subscription</h1>
          </div>
        </div>
      </header>

      {/* Not one <form>: the address book inside has forms of its own, and forms cannot nest. */}
      <div className="container confirm-grid" aria-busy={busy}>
        <div className="confirm-main">
          <section className="order-card" aria-labelledby={`${ids}-start`}>
            <h2 className="order-card__title" id={`${ids}-start`}>
              Start date
            </h2>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-start-input`}>
                First delivery on
              </label>
              <input
                id={`${ids}-start-input`}
                type="date"
                className="field__input start-date"
                value={startDate}
                min={earliest}
                max={latest}
                required
                onChange={(event) => changeStartDate(event.target.value)}
                aria-invalid={dateProblem ? true : undefined}
                aria-describedby={dateProblem ? `${ids}-start-error` : `${ids}-start-hint`}
                disabled={busy || confirmed}
              />
              {dateProblem ? (
                <p className="field__error" id={`${ids}-start-error`}>
                  {dateProblem}
                </p>
              ) : (
                <p className="field__hint" id={`${ids}-start-hint`}>
                  From {formatDate(earliest)} to {formatDate(latest)}: the kitchen needs{' '}
                  {DEFAULT_NOTICE_HOURS} hours' notice before the first meal.
                </p>
              )}
            </div>
          </section>

          {addressSection}

          <section className="order-card" aria-labelledby={`${ids}-plan`}>
            <div className="order-card__head">
              <h2 className="order-card__title" id={`${ids}-plan`}>
                Plan summary
              </h2>
              {choices.duration === TRIAL_DURATION ? (
                <span className="trial-badge">3 day Trial</span>
              ) : null}
            </div>
            {planId && plan ? (
              <div className="plan-line">
                <PlanIcon planId={planId} size={24} />
                <div>
                  <p className="plan-line__name">{PLAN_TITLES[planId]}</p>
                  <p className="plan-line__meta">
                    {durationLabel(choices.duration)} · {choices.mealOption} ·{' '}
                    {formatRupees(preview.pricePerMeal)}/meal
                  </p>
                </div>
                <Link to="/meal-plan" className="text-link plan-line__change">
                  Change plan
                </Link>
              </div>
            ) : (
              <PlanPicker
                onPick={(id) => update({ type: 'plan', planId: id })}
                error={submitError === MSG.invalidPlan}
              />
            )}
            <OrderOptions
              choices={choices}
              dispatch={update}
              catalogue={catalogue}
              startDateForTrial={() => (dateProblem ? earliest : startDate)}
              daysProblem={daysProblem}
            />
          </section>

          <section className="order-card" aria-labelledby={`${ids}-dates`}>
            <h2 className="order-card__title" id={`${ids}-dates`}>
              Delivery dates
            </h2>
            <DeliveryDatesPreview
              dates={preview.deliveryDates}
              slot={choices.slot}
              problem={
                preview.problem === MSG.invalidPlan
                  ? 'Choose a plan to see your delivery dates.'
                  : preview.problem
              }
            />
          </section>
        </div>

        <aside className="confirm-side" aria-labelledby={`${ids}-summary`}>
          <section className="order-card order-summary">
            <h2 className="order-card__title" id={`${ids}-summary`}>
              Order summary
            </h2>
            <CouponBox
              applied={coupon}
              onApply={(applied) => {
                setSubmitError('');
                setCoupon(applied);
              }}
              onRemove={() => {
                setSubmitError('');
                setCoupon(null);
              }}
              error={couponError}
              onErrorChange={setCouponError}
              disabled={busy || confirmed}
            />
            <PaymentMethod
              value={paymentMode}
              onChange={(mode) => {
                setSubmitError('');
                setPaymentMode(mode);
              }}
              disabled={busy || confirmed}
            />
            <OrderTotals
              pricePerMeal={preview.pricePerMeal}
              totalMeals={preview.totalMeals}
              subtotal={preview.subtotal}
              discount={preview.discount}
              total={preview.total}
              couponCode={coupon?.code}
            />
          </section>
          {/* Fixed to the bottom of the screen, so the total and the order button are always in
              reach however long the page grows (issue 11 point 7). */}
          <div className="checkout-bar">
            <div className="container checkout-bar__inner">
              <p className="checkout-bar__total">
                <span className="checkout-bar__label">Total</span>
                <strong className="checkout-bar__amount">{formatRupees(preview.total)}</strong>
                <span className="checkout-bar__meta">
                  {preview.totalMeals} {preview.totalMeals === 1 ? 'meal' : 'meals'} ·{' '}
                  {paymentMode === 'Online' ? 'pay online next' : 'pay in cash on delivery'}
                </span>
              </p>
              <div role="alert" className="order-alert">
                {submitError ? (
                  <p className="inline-error">
                    {submitError}
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
                  onClick={() => void submit()}
                  disabled={busy}
                >
                  {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
                  {buttonText}
                </button>
              )}
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm confirm-head__back"
      onClick={() => {
        // Back to wherever the customer came from; a page opened directly goes to its plan.
        if (window.history.state && window.history.state.idx > 0) navigate(-1);
        else navigate(fallback);
      }}
    >
      <span aria-hidden="true">←</span> Back
    </button>
  );
}

function PlanPicker({ onPick, error }: { onPick: (id: PlanId) => void; error: boolean }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Meal plan
      </label>
      <select
        id={id}
        className="field__input select"
        defaultValue=""
        onChange={(event) => {
          const found = PLANS.find((p) => p.id === event.target.value);
          if (found) onPick(found.id);
        }}
        aria-invalid={error ? true : undefined}
      >
        <option value="" disabled>
          Choose a plan
        </option>
        {PLANS.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {PLAN_TITLES[plan.id]}
          </option>
        ))}
      </select>
    </div>
  );
}
