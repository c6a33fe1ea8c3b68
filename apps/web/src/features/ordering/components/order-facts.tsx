import { addressOneLine } from '@fitthali/domain/address-line';
import { parseDurationLabel } from '@fitthali/domain/durations';
import { findPlan } from '@fitthali/domain/plans';
import { mealsPerDay } from '@fitthali/domain/pricing';
import type { SubscribePayload } from '@fitthali/domain/schemas/subscribe';
import { parseSelectedDays, sortMondayFirst, weekdayName } from '@fitthali/domain/weekdays';
import { useId } from 'react';
import { PlanIcon } from '../../../components/ui/plan-icon';
import { PLAN_TITLES } from '../../../content/plan-titles';
import { formatDate, formatRupees } from '../../../lib/format';

function daysText(selectedDays: readonly string[]): string {
  const days = sortMondayFirst(parseSelectedDays(selectedDays));
  if (days.length === 7) return 'every day';
  return days.map((d) => weekdayName(d).slice(0, 3)).join(', ');
}

/** 'Your order' on /payment (SPEC §2.12): everything the customer is about to pay for. */
export function OrderFacts({ payload }: { payload: SubscribePayload }) {
  const ids = useId();
  const planId = findPlan(payload.plan)?.id;
  const days = parseDurationLabel(payload.duration) ?? payload.days;
  const meals = mealsPerDay(payload.slot) * payload.days;
  return (
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
          <dd>{payload.discount > 0 ? `−${formatRupees(payload.discount)}` : formatRupees(0)}</dd>
        </div>
        {payload.credits ? (
          <div>
            <dt>Meal credits</dt>
            <dd>{payload.credits} used</dd>
          </div>
        ) : null}
        <div className="pay-facts__total">
          <dt>Total</dt>
          <dd>{formatRupees(payload.totalPrice)}</dd>
        </div>
      </dl>
    </section>
  );
}
