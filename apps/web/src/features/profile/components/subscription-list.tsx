import { MSG } from '@fitthali/domain/messages';
import { useMemo, useState } from 'react';
import { LocaleLink } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
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
  const t = useT('account');
  const [filter, setFilter] = useState<SubscriptionFilter>('all');
  const shown = useMemo(
    () => filterSubscriptions(sortNewestFirst(subscriptions), filter),
    [subscriptions, filter],
  );
  return (
    <section className="profile-section" aria-labelledby="subscriptions-heading">
      <div className="profile-section__head">
        <h2 id="subscriptions-heading" className="profile-section__title">
          {t('My Subscriptions')}
        </h2>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('Filter subscriptions')}</legend>
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              className="segmented__option"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
            >
              {t(option.label)}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {shown.length === 1
          ? t('1 subscription shown')
          : t('{count} subscriptions shown', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <div className="profile-empty">
          <p className="profile-empty__title">{t(MSG.noSubscriptions)}</p>
          {subscriptions.length === 0 ? (
            <LocaleLink to="/meal-plan" className="btn btn--primary">
              {t('Browse meal plans')}
            </LocaleLink>
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
