import type { ProfileSubscription } from '../api/types';
import {
  formatAddress,
  formatDuration,
  formatMoment,
  formatStartDate,
  normalisedStatus,
  statusLabel,
  subscribedAt,
} from '../lib/subscriptions';

export function SubscriptionCard({ subscription }: { subscription: ProfileSubscription }) {
  const plan = subscription.plan?.trim() || 'Unnamed Plan';
  const status = normalisedStatus(subscription) || 'unknown';
  const address = formatAddress(subscription.address);
  return (
    <article className="sub-card" aria-label={plan}>
      <header className="sub-card__head">
        <h3 className="sub-card__plan">{plan}</h3>
        <span className={`status-badge status-badge--${status}`}>{statusLabel(subscription)}</span>
      </header>
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
      </dl>
      <p className="sub-card__address">
        <span className="sub-card__address-label">Delivery address</span>
        {address ?? 'No address info'}
      </p>
    </article>
  );
}
