import { addDays } from '@fitthali/domain/dates';
import { avoidsPhrase } from '@fitthali/domain/dish-preferences';
import { AVOIDABLE_LABELS, AVOIDABLES, type Avoidable } from '@fitthali/domain/dishes';
import type { Translate } from '@fitthali/domain/i18n/translator';
import type { MealOption, Slot } from '@fitthali/domain/plans';
import { useEffect, useId, useState } from 'react';
import { LocaleLink as Link } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { isAbortError } from '../../../lib/api-client';
import { checkMenuForPreferences } from '../api/preferences';
import type { PreferenceWarningDay } from '../api/types';
import '../preferences.css';

export type MenuWarningProps = {
  /** The plan's name, as GET /api/plans gives it. */
  plan: string;
  mealOption: MealOption;
  slot: Slot;
  startDate: string;
  /** The order's delivery dates: only these days of the first week are named. */
  deliveryDates: readonly string[];
};

type Found = { key: string; avoids: Avoidable[]; days: PreferenceWarningDay[] };

/** What the customer avoids, in Odia: each label from the catalogue, the last joined by ଓ. */
function odiaAvoids(keys: readonly Avoidable[], t: Translate): string {
  const words = AVOIDABLES.filter((key) => keys.includes(key)).map((key) =>
    t(AVOIDABLE_LABELS[key]),
  );
  if (words.length <= 1) return words[0] ?? '';
  return t('{first} and {last}', {
    first: words.slice(0, -1).join(', '),
    last: words.at(-1) ?? '',
  });
}

/**
 * The confirm page's warning (issue 26 point 5): the days of the chosen plan's first week whose dish
 * holds what the customer avoids, with the dish we will pick for them or that none fits. Advisory:
 * when the check cannot be read the page goes on without it.
 */
export function MenuPreferenceWarning({
  plan,
  mealOption,
  slot,
  startDate,
  deliveryDates,
}: MenuWarningProps) {
  const id = useId();
  const t = useT('order');
  const locale = useLocale();
  const key = `${plan}|${mealOption}|${slot}|${startDate}`;
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    checkMenuForPreferences({ plan, mealOption, slot, startDate }, controller.signal)
      .then((answer) => setFound({ key, avoids: answer.avoids, days: answer.days }))
      .catch((err) => {
        if (!isAbortError(err)) setFound(null);
      });
    return () => controller.abort();
  }, [key, plan, mealOption, slot, startDate]);

  const lastDay = addDays(startDate, 6);
  const days =
    found && found.key === key
      ? found.days.filter((d) => d.date <= lastDay && deliveryDates.includes(d.date))
      : [];

  return (
    <div role="status" aria-atomic="true">
      {days.length > 0 && found ? (
        <section
          className="order-card menu-warning"
          aria-labelledby={id}
          data-testid="menu-warning"
        >
          <h2 className="order-card__title" id={id}>
            {t('Your first week and what you avoid')}
          </h2>
          <p>
            {t('You avoid {avoids}. On these days of your first week the dish holds it:', {
              avoids: locale === 'or' ? odiaAvoids(found.avoids, t) : avoidsPhrase(found.avoids),
            })}
          </p>
          <ul className="menu-warning__days">
            {days.map((d) => (
              <li key={`${d.date}-${d.slot}`}>{d.message}</li>
            ))}
          </ul>
          <p>
            <Link to="/profile">{t('Change what you avoid on your profile.')}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
