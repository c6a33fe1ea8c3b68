import type { Address } from '@fitthali/domain/address';
import type { DeliverySettings } from '@fitthali/domain/delivery-settings';
import { DEFAULT_CONFIRM_DURATION } from '@fitthali/domain/durations';
import { balanceOf, type CreditLot } from '@fitthali/domain/meal-credits';
import { MSG } from '@fitthali/domain/messages';
import type { MealOption, PaymentMode, Slot } from '@fitthali/domain/plans';
import { type ReactNode, useEffect, useId, useReducer, useState } from 'react';
import { useT } from '../../../i18n/messages';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useStartDate } from '../hooks/use-start-date';
import type { Catalogue } from '../lib/catalogue';
import type { AppliedCoupon } from '../lib/coupon';
import { withCredits } from '../lib/credit-preview';
import { withGst } from '../lib/gst-preview';
import { type ChoiceAction, choicesReducer, defaultChoices } from '../lib/order-choices';
import { type OrderDraft, saveDraft } from '../lib/order-draft';
import { previewOrder } from '../lib/order-preview';
import { BackButton } from './back-button';
import { CheckoutBar } from './checkout-bar';
import { CreditsBox } from './credits-box';
import { DeliveryDatesPreview } from './delivery-dates-preview';
import { OrderSummaryCard } from './order-summary-card';
import { PlanSummaryCard } from './plan-summary-card';
import { StartDateCard } from './start-date-card';
import '../ordering.css';

/** The order as the menu warning reads it (the preferences feature renders the warning). */
export type MenuWarningOrder = {
  plan: string;
  mealOption: MealOption;
  slot: Slot;
  startDate: string;
  deliveryDates: readonly string[];
};

type Props = {
  /** The order carried from a plan page (session storage or navigation state); null if none. */
  draft: OrderDraft | null;
  /** The address part of the page (features/addresses), rendered where §2.11 puts it. */
  addressSection: ReactNode;
  /** The address picked in that section, or null. */
  address: Address | null;
  /** The prices the page was loaded with (the spec's table when the server's could not load). */
  catalogue: Catalogue;
  /** The operator's delivery windows and cut-offs, which decide the earliest start date. */
  deliverySettings: DeliverySettings;
  /** The server said a price changed: load the catalogue again. */
  onPriceChanged: () => Promise<unknown>;
  /** The customer's meal credits still to spend (issue 14); empty when none or unknown. */
  creditLots?: readonly CreditLot[];
  /** Whether the operator's prices include GST; when not, 5 % is added on top (decision 124). */
  pricesIncludeGst?: boolean;
  /** The warning when the plan's first week holds what the customer avoids (issue 26 point 5). */
  menuWarning?: (order: MenuWarningOrder) => ReactNode;
};

/**
 * /subscribe-confirm (SPEC §2.11): start date, delivery address, plan summary with its selectors,
 * the exact delivery dates, coupon, payment method, totals and the order button. COD orders are
 * placed here; Online goes on to /payment with the order.
 */
export function ConfirmOrderPage({
  draft,
  addressSection,
  address,
  catalogue,
  deliverySettings,
  onPriceChanged,
  creditLots = [],
  pricesIncludeGst = true,
  menuWarning,
}: Props) {
  const ids = useId();
  const t = useT('order');
  // The moment the page opened: the server checks the cut-off again when the order is placed.
  const [now] = useState(() => new Date());
  const [choices, dispatch] = useReducer(
    choicesReducer,
    draft,
    (d) => d?.choices ?? defaultChoices(null, DEFAULT_CONFIRM_DURATION),
  );
  const start = useStartDate(draft, choices.slot, now, dispatch, deliverySettings);
  const { startDate, earliest } = start;
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(draft?.coupon ?? null);
  const [couponError, setCouponError] = useState('');
  const [paymentMode, setPaymentMode] = useState<PaymentMode>(draft?.paymentMode ?? 'COD');
  const [creditsWanted, setCreditsWanted] = useState(0);
  const order = usePlaceOrder({
    onPriceChanged,
    onCouponRefused: () => {
      setCoupon(null);
      setCouponError(MSG.invalidCoupon);
    },
  });
  const { confirmed, busy } = order;

  // The draft follows every change, so a reload or the Back button from /payment finds it.
  useEffect(() => {
    if (!confirmed) saveDraft({ choices, startDate, coupon, paymentMode });
  }, [choices, startDate, coupon, paymentMode, confirmed]);

  const changeStartDate = (date: string) => {
    order.clearError();
    start.change(date);
  };

  const preview = withGst(
    withCredits(
      previewOrder({ choices, catalogue, startDate, now, coupon, settings: deliverySettings }),
      creditLots,
      creditsWanted,
      now,
    ),
    pricesIncludeGst,
  );
  const creditBalance = balanceOf(creditLots, now);
  const dateProblem = start.problem;
  const daysProblem =
    preview.problem && preview.problem !== MSG.invalidPlan && !dateProblem ? preview.problem : null;
  const plan = choices.planId ? catalogue[choices.planId] : null;

  const update = (action: ChoiceAction) => {
    order.clearError();
    dispatch(action);
  };

  return (
    <div className="confirm-page">
      <header className="confirm-head">
        <div className="container confirm-head__inner">
          <BackButton fallback={plan?.path ?? '/meal-plan'} />
          <div>
            <p className="eyebrow">{t('Almost there')}</p>
            <h1 className="confirm-head__title">{t('Confirm Your Subscription')}</h1>
          </div>
        </div>
      </header>

      {/* Not one <form>: the address book inside has forms of its own, and forms cannot nest. */}
      <div className="container columns columns--stack-below-1024 confirm-grid" aria-busy={busy}>
        <div className="confirm-main">
          <StartDateCard
            value={startDate}
            earliest={earliest}
            latest={start.latest}
            noticeHours={start.noticeHours}
            problem={dateProblem}
            disabled={busy || confirmed}
            onChange={changeStartDate}
          />

          {addressSection}

          <PlanSummaryCard
            choices={choices}
            onChange={update}
            catalogue={catalogue}
            pricePerMeal={preview.pricePerMeal}
            planMissing={order.error === MSG.invalidPlan}
            startDateForTrial={() => (dateProblem ? earliest : startDate)}
            daysProblem={daysProblem && t(daysProblem)}
          />

          <section className="order-card" aria-labelledby={`${ids}-dates`}>
            <h2 className="order-card__title" id={`${ids}-dates`}>
              {t('Delivery dates')}
            </h2>
            <DeliveryDatesPreview
              dates={preview.deliveryDates}
              slot={choices.slot}
              problem={
                preview.problem === MSG.invalidPlan
                  ? t('Choose a plan to see your delivery dates.')
                  : preview.problem && t(preview.problem)
              }
            />
          </section>

          {menuWarning && plan && !dateProblem
            ? menuWarning({
                plan: plan.name,
                mealOption: choices.mealOption,
                slot: choices.slot,
                startDate,
                deliveryDates: preview.deliveryDates,
              })
            : null}
        </div>

        <OrderSummaryCard
          preview={preview}
          coupon={coupon}
          onCouponChange={(next) => {
            order.clearError();
            setCoupon(next);
          }}
          couponError={couponError}
          onCouponErrorChange={setCouponError}
          paymentMode={paymentMode}
          onPaymentModeChange={(mode) => {
            order.clearError();
            setPaymentMode(mode);
          }}
          disabled={busy || confirmed}
          credits={
            creditBalance.meals > 0 ? (
              <CreditsBox
                balance={creditBalance.meals}
                balanceValue={creditBalance.value}
                most={preview.mostCredits}
                value={Math.min(creditsWanted, preview.mostCredits)}
                applied={preview.credits}
                onChange={(next) => {
                  order.clearError();
                  setCreditsWanted(next);
                }}
                disabled={busy || confirmed}
              />
            ) : null
          }
        >
          <CheckoutBar
            total={preview.total}
            totalMeals={preview.totalMeals}
            paymentMode={paymentMode}
            error={order.error}
            signInAgain={order.signInAgain}
            busy={busy}
            confirmed={confirmed}
            onSubmit={() =>
              void order.submit({
                choices,
                catalogue,
                preview,
                startDate,
                address,
                coupon,
                paymentMode,
              })
            }
          />
        </OrderSummaryCard>
      </div>
    </div>
  );
}
