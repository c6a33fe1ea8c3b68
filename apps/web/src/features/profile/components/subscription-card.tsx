import { todayInIndia } from '@fitthali/domain/dates';
import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { MSG } from '@fitthali/domain/messages';
import { paymentStatusLabel } from '@fitthali/domain/payment-status';
import { cancelledPlanText, deliveredText, remainingText } from '@fitthali/domain/plan-progress';
import { RENEWAL_LABEL, renewalActionName, renewalOffer } from '@fitthali/domain/plan-renewal';
import { isSubscriptionState } from '@fitthali/domain/subscription-status';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
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

export function SubscriptionCard({ subscription, onChanged, onRenew }: Props) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const plan = subscription.plan?.trim() || 'Unnamed Plan';
  const status = normalisedStatus(subscription) || 'unknown';
  const address = formatAddress(subscription.address);
  const today = todayInIndia();
  const pause = pauseText(subscription, today);
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
        <span className={`status-badge status-badge--${status}`}>{statusLabel(subscription)}</span>
      </header>
      {pause ? <p className="sub-card__pause">{pause}</p> : null}
      {meals && (running || status === 'completed') ? (
        <p className="sub-card__progress">
          {deliveredText(meals)}
          {running ? ` · ${remainingText(meals.remaining)}` : ''}
          {subscription.endDate
            ? ` · ${running ? 'ends' : 'ended'} ${formatIndiaDate(subscription.endDate)}`
            : ''}
        </p>
      ) : null}
      {meals && status === 'cancelled' ? (
        // Its real last meal, from the deliveries, not the last day it was bought for (decision 152).
        <p className="sub-card__progress">{cancelledPlanText(meals, subscription.endDate)}</p>
      ) : null}
      <dl className="sub-card__facts">
        <div>
          <dt>Meal option</dt>
          <dd>{subscription.mealOption?.trim() || 'N/A'}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{formatDuration(subscription.duration)}</dd>
        </div>
        <div>
          <dt>Start date</dt>
          <dd>{formatStartDate(subscription.startDate)}</dd>
        </div>
        <div>
          <dt>Subscribed on</dt>
          <dd>{formatMoment(subscribedAt(subscription))}</dd>
        </div>
        {subscription.paymentStatus ? (
          <div>
            <dt>Payment</dt>
            <dd>
              {/* "Partly refunded" or "Refunded" once money went back (decision 153). */}
              {paymentStatusLabel(subscription.paymentStanding ?? subscription.paymentStatus)}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="sub-card__address">
        <span className="sub-card__address-label">Delivery address</span>
        {address ?? 'No address info'}
      </p>
      {hasDeliveries || offer ? (
        <div className="sub-card__actions">
          {hasDeliveries ? (
            <Link
              to={`/profile/subscriptions/${encodeURIComponent(subscription._id)}`}
              className="btn btn--ghost btn--sm"
              aria-label={`${running ? 'Manage' : 'View'} deliveries of ${plan}`}
            >
              {running ? 'Manage deliveries' : 'View deliveries'}
            </Link>
          ) : null}
          {offer && onRenew ? (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              aria-label={renewalActionName(offer, plan)}
              onClick={() => {
                if (!onRenew?.(subscription)) setProblem(DELIVERY_MSG.renewUnavailable);
              }}
            >
              {RENEWAL_LABEL[offer]}
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
          <p className="sub-card__waiting">Waiting for your online payment.</p>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={busy}
            onClick={() => {
              const state = resumePaymentState(subscription);
              if (state) navigate('/payment', { state });
              else setProblem(MSG.loginError);
            }}
          >
            Pay now
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
                  toast.success(MSG.unpaidOrderCancelled);
                  onChanged?.(updated);
                })
                .catch((err) => {
                  setProblem(
                    err instanceof ApiError && err.serverMessage
                      ? err.serverMessage
                      : MSG.loginError,
                  );
                })
                .finally(() => setBusy(false));
            }}
          >
            Cancel order
          </button>
          <div role="alert" className="sub-card__alert">
            {problem ? <p className="inline-error">{problem}</p> : null}
          </div>
        </div>
      ) : null}
    </article>
  );
}
