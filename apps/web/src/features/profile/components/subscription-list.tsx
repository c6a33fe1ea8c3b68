import { MSG } from '@fitthali/domain/messages';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ProfileSubscription } from '../api/types';
import {
  FILTERS,
  filterSubscriptions,
  type SubscriptionFilter,
  sortNewestFirst,
} from '../lib/subscriptions';
import { SubscriptionCard } from './subscription-card';

type Props = {
  subscriptions: ProfileSubscription[];
  onChanged?: (updated: ProfileSubscription) => void;
  onRenew?: (subscription: ProfileSubscription) => boolean;
};

export function SubscriptionList({ subscriptions, onChanged, onRenew }: Props) {
  const [filter, setFilter] = useState<SubscriptionFilter>('all');
  const shown = useMemo(
    () => filterSubscriptions(sortNewestFirst(subscriptions), filter),
    [subscriptions, filter],
  );
  return (
    <section className="profile-section" aria-labelledby="subscriptions-heading">
      <div className="profile-section__head">
        <h2 id="subscriptions-heading" className="profile-section__title">
          My Subscriptions
        </h2>
        <fieldset className="segmented">
          <legend className="visually-hidden">Filter subscriptions</legend>
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              className="segmented__option"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {`${shown.length} ${shown.length === 1 ? 'subscription' : 'subscriptions'} shown`}
      </p>
      {shown.length === 0 ? (
        <div className="profile-empty">
          <p className="profile-empty__title">{MSG.noSubscriptions}</p>
          {subscriptions.length === 0 ? (
            <Link to="/meal-plan" className="btn btn--primary">
              Browse meal plans
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="sub-grid">
          {shown.map((subscription) => (
            <li key={subscription._id}>
              <SubscriptionCard
                subscription={subscription}
                onChanged={onChanged}
                onRenew={onRenew}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
