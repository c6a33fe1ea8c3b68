import { addressOneLine } from '@fitthali/domain/address-line';
import { parseDurationLabel } from '@fitthali/domain/durations';
import { weekdayName as localWeekday } from '@fitthali/domain/i18n/calendar';
import type { Locale } from '@fitthali/domain/i18n/locales';
import type { Translate } from '@fitthali/domain/i18n/translator';
import { findPlan } from '@fitthali/domain/plan-lookup';
import { mealsPerDay } from '@fitthali/domain/pricing';
import type { SubscribePayload } from '@fitthali/domain/schemas/subscribe';
import { parseSelectedDays, sortMondayFirst } from '@fitthali/domain/weekdays';
import { useId } from 'react';
import { PlanIcon } from '../../../components/ui/plan-icon';
import { PLAN_TITLES } from '../../../content/plan-titles';
import { useT } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { formatRupees } from '../../../lib/format';
import { dayText } from '../lib/order-dates';

function daysText(selectedDays: readonly string[], t: Translate, locale: Locale): string {
  const days = sortMondayFirst(parseSelectedDays(selectedDays));
  if (days.length === 7) return t('every day');
  return days.map((d) => localWeekday(d, locale, 'short')).join(', ');
}

/** 'Your order' on /payment (SPEC §2.12): everything the customer is about to pay for. */
export function OrderFacts({ payload }: { payload: SubscribePayload }) {
  const ids = useId();
  const t = useT('order');
  const plans = useT('plans');
  const locale = useLocale();
  const planId = findPlan(payload.plan)?.id;
  const days = parseDurationLabel(payload.duration) ?? payload.days;
  const meals = mealsPerDay(payload.slot) * payload.days;
  return (
    <section className="order-card pay-card" aria-labelledby={`${ids}-summary`}>
      <div className="order-card__head">
        <h2 className="order-card__title" id={`${ids}-summary`}>
          {t('Your order')}
        </h2>
        {payload.days === 3 ? <span className="trial-badge">{plans('3 day Trial')}</span> : null}
      </div>
      <div className="plan-line">
        {planId ? <PlanIcon planId={planId} size={24} /> : null}
        <p className="plan-line__name">{planId ? plans(PLAN_TITLES[planId]) : payload.plan}</p>
      </div>
      <dl className="pay-facts">
        <div>
          <dt>{t('Plan')}</dt>
          {/* The name the order is sent with; in Odia, the plan's Odia title. */}
          <dd>{locale === 'or' && planId ? plans(PLAN_TITLES[planId]) : payload.plan}</dd>
        </div>
        <div>
          <dt>{plans('Meal option')}</dt>
          <dd>{plans(payload.mealOption)}</dd>
        </div>
        <div>
          <dt>{t('Slot')}</dt>
          <dd>{plans(payload.slot)}</dd>
        </div>
        <div>
          <dt>{t('Duration and days')}</dt>
          <dd>
            {t('{duration}, {days}', {
              duration: plans('{days} Days', { days }),
              days: daysText(payload.selectedDays, t, locale),
            })}
            <span className="pay-facts__sub">
              {t('{meals} meals over {days} delivery days', { meals, days })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('Start date')}</dt>
          <dd>{dayText(payload.startDate, locale)}</dd>
        </div>
        <div>
          <dt>{t('Deliver to')}</dt>
          <dd>{addressOneLine(payload.address)}</dd>
        </div>
        <div>
          <dt>{t('Coupon')}</dt>
          <dd>{payload.couponCode || t('None')}</dd>
        </div>
        <div>
          <dt>{t('Discount')}</dt>
          <dd>{payload.discount > 0 ? `−${formatRupees(payload.discount)}` : formatRupees(0)}</dd>
        </div>
        {payload.credits ? (
          <div>
            <dt>{t('Meal credits')}</dt>
            <dd>{t('{count} used', { count: payload.credits })}</dd>
          </div>
        ) : null}
        <div className="pay-facts__total">
          <dt>{t('Total')}</dt>
          <dd>{formatRupees(payload.totalPrice)}</dd>
        </div>
      </dl>
    </section>
  );
}
