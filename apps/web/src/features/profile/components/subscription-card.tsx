import { todayInIndia, toIndiaDate } from '@fitthali/domain/dates';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { MSG } from '@fitthali/domain/messages';
import { paymentStatusLabel } from '@fitthali/domain/payment-status';
import { cancelledPlanText, deliveredText, remainingText } from '@fitthali/domain/plan-progress';
import { RENEWAL_LABEL, renewalActionName, renewalOffer } from '@fitthali/domain/plan-renewal';
import { isSubscriptionState } from '@fitthali/domain/subscription-status';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LocaleLink, useLocalePath } from '../../../i18n/locale-link';
import { type SelfService, useSelfService } from '../../../i18n/self-service';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { cancelUnpaidOrder } from '../api/cancel-unpaid-order';
import type { ProfileSubscription } from '../api/types';
import {
  awaitsPayment,
  formatAddress,
  formatDuration,
  formatMoment,
  formatStartDate,
  isActive,
  normalisedStatus,
  pauseText,
  resumePaymentState,
  statusLabel,
  subscribedAt,
} from '../lib/subscriptions';

type Props = {
  subscription: ProfileSubscription;
  /** The order as the server holds it after a change made from this card. */
  onChanged?: (updated: ProfileSubscription) => void;
  /** Opens the confirm page for the same plan again; false when it cannot (decision 78). */
  onRenew?: (subscription: ProfileSubscription) => boolean;
};

/** The pause line ('Paused until Tue, 21 Jan') in the page's language. */
function pauseLine(sub: ProfileSubscription, today: string, s: SelfService): string | null {
  if (!s.odia) return pauseText(sub, today);
  const pause = sub.pause;
  if (!pause || !isActive(sub)) return null;
  const from = s.day(pause.from);
  const until = s.day(pause.until);
  if (pause.from <= today) {
    return pause.openEnded
      ? s.t('Paused until you resume')
      : s.t('Paused until {until}', { until });
  }
  return pause.openEnded
    ? s.t('Pause from {from} until you resume', { from })
    : s.t('Pause from {from} to {until}', { from, until });
}

/** A cancelled plan's meals in a line (decision 152), in the page's language. */
function cancelledLine(
  meals: NonNullable<ProfileSubscription['meals']>,
  last: string | null | undefined,
  s: SelfService,
): string {
  if (!s.odia) return cancelledPlanText(meals, last);
  if (!last) return s.t('Cancelled before its first meal');
  const parts =
    meals.delivered > 0 ? [s.t('{count} meals delivered', { count: meals.delivered })] : [];
  parts.push(
    meals.remaining > 0
      ? s.t('{count} meals still coming, the last on {date}', {
          count: meals.remaining,
          date: s.day(last),
        })
      : s.t('Last meal {date}', { date: s.day(last) }),
  );
  return parts.join(' · ');
}

/** '7 Days' as the page's language says it; a duration the order wrote otherwise stays. */
function durationText(duration: ProfileSubscription['duration'], s: SelfService): string {
  const text = formatDuration(duration);
  const days = /^(\d+) Days?$/.exec(text)?.[1];
  if (!s.odia) return text;
  return days ? s.t('{days} days', { days }) : s.t(text);
}

export function SubscriptionCard({ subscription, onChanged, onRenew }: Props) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const s = useSelfService('account');
  const { t } = s;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const plan = subscription.plan?.trim() || t('Unnamed Plan');
  const status = normalisedStatus(subscription) || 'unknown';
  const address = formatAddress(subscription.address);
  const today = todayInIndia();
  const pause = pauseLine(subscription, today, s);
  const meals = subscription.meals;
  const running = isActive(subscription);
  // A plan with a page of meals to look at: a cancelled one too while it had any (its meals
  // still coming are listed there).
  const hasDeliveries =
    running || status === 'completed' || (status === 'cancelled' && !!subscription.endDate);
  // Offered at any point of a running or completed plan (decision 143).
  const offer = isSubscriptionState(status)
    ? renewalOffer({ state: status, isTrial: subscription.isTrial })
    : null;
  return (
    <article className="sub-card" aria-label={plan}>
      <header className="sub-card__head">
        <h3 className="sub-card__plan">{plan}</h3>
        <span className={`status-badge status-badge--${status}`}>
          {t(statusLabel(subscription))}
        </span>
      </header>
      {pause ? <p className="sub-card__pause">{pause}</p> : null}
      {meals && (running || status === 'completed') ? (
        <p className="sub-card__progress">
          {s.odia ? t('{delivered} of {bought} meals delivered', meals) : deliveredText(meals)}
          {running
            ? ` · ${s.odia ? t('{count} meals to come', { count: meals.remaining }) : remainingText(meals.remaining)}`
            : ''}
          {subscription.endDate
            ? ` · ${
                running
                  ? t('ends {date}', { date: s.day(subscription.endDate) })
                  : t('ended {date}', { date: s.day(subscription.endDate) })
              }`
            : ''}
        </p>
      ) : null}
      {meals && status === 'cancelled' ? (
        // Its real last meal, from the deliveries, not the last day it was bought for (decision 152).
        <p className="sub-card__progress">{cancelledLine(meals, subscription.endDate, s)}</p>
      ) : null}
      <dl className="sub-card__facts">
        <div>
          <dt>{t('Meal option')}</dt>
          <dd>{t(subscription.mealOption?.trim() || 'N/A')}</dd>
        </div>
        <div>
          <dt>{t('Duration')}</dt>
          <dd>{durationText(subscription.duration, s)}</dd>
        </div>
        <div>
          <dt>{t('Start date')}</dt>
          <dd>
            {s.odia
              ? s.date(toIndiaDate(subscription.startDate)) || t('N/A')
              : formatStartDate(subscription.startDate)}
          </dd>
        </div>
        <div>
          <dt>{t('Subscribed on')}</dt>
          <dd>
            {s.odia
              ? s.dateTime(subscribedAt(subscription)) || t('N/A')
              : formatMoment(subscribedAt(subscription))}
          </dd>
        </div>
        {subscription.paymentStatus ? (
          <div>
            <dt>{t('Payment')}</dt>
            <dd>
              {/* "Partly refunded" or "Refunded" once money went back (decision 153). */}
              {t(paymentStatusLabel(subscription.paymentStanding ?? subscription.paymentStatus))}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="sub-card__address">
        <span className="sub-card__address-label">{t('Delivery address')}</span>
        {address ?? t('No address info')}
      </p>
      {hasDeliveries || offer ? (
        <div className="sub-card__actions">
          {hasDeliveries ? (
            <LocaleLink
              to={`/profile/subscriptions/${encodeURIComponent(subscription._id)}`}
              className="btn btn--ghost btn--sm"
              aria-label={
                running
                  ? t('Manage deliveries of {plan}', { plan })
                  : t('View deliveries of {plan}', { plan })
              }
            >
              {running ? t('Manage deliveries') : t('View deliveries')}
            </LocaleLink>
          ) : null}
          {offer && onRenew ? (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              aria-label={
                !s.odia
                  ? renewalActionName(offer, plan)
                  : offer === 'renew'
                    ? t('Renew {plan}', { plan })
                    : t('Continue {plan} with a full plan', { plan })
              }
              onClick={() => {
                if (!onRenew?.(subscription)) setProblem(t(DELIVERY_MSG.renewUnavailable));
              }}
            >
              {t(RENEWAL_LABEL[offer])}
            </button>
          ) : null}
          {problem && !awaitsPayment(subscription) ? (
            <p className="inline-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      {awaitsPayment(subscription) ? (
        <div className="sub-card__actions">
          <p className="sub-card__waiting">{t('Waiting for your online payment.')}</p>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={busy}
            onClick={() => {
              const state = resumePaymentState(subscription);
              if (state) navigate(localePath('/payment'), { state });
              else setProblem(t(MSG.loginError));
            }}
          >
            {t('Pay now')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setProblem('');
              cancelUnpaidOrder(subscription._id)
                .then((updated) => {
                  toast.success(t(MSG.unpaidOrderCancelled));
                  onChanged?.(updated);
                })
                .catch((err) => {
                  setProblem(
                    err instanceof ApiError && err.serverMessage
                      ? err.serverMessage
                      : t(MSG.loginError),
                  );
                })
                .finally(() => setBusy(false));
            }}
          >
            {t('Cancel order')}
          </button>
          <div role="alert" className="sub-card__alert">
            {problem ? <p className="inline-error">{problem}</p> : null}
          </div>
        </div>
      ) : null}
    </article>
  );
}
