import { conflictLine, PREFS_TEMPLATES } from '@fitthali/domain/dish-preference-messages';
import { AVOIDABLE_LABELS, AVOIDABLES, type Avoidable } from '@fitthali/domain/dishes';
import { type FormEvent, useId, useState } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';
import { LocaleLink } from '../../../i18n/locale-link';
import { avoidedList, useSelfService } from '../../../i18n/self-service';
import { ApiError } from '../../../lib/api-client';
import { saveDietaryPreferences } from '../api/preferences';
import type { DietaryPreferences, PreferenceMeal, SavedPreferences } from '../api/types';
import '../preferences.css';

const SAVE_FAILED = 'We could not save your preferences. Please try again.';

const mealPath = (meal: PreferenceMeal) =>
  `/profile/subscriptions/${meal.subscriptionId}?delivery=${meal.deliveryId}`;

/** The meals nothing on their day's menu fits, each with the way to its plan page. */
function ConflictList({ meals }: { meals: PreferenceMeal[] }) {
  const s = useSelfService('account');
  if (meals.length === 0) return null;
  return (
    <ul className="dietary-preferences__meals" data-testid="preference-conflicts">
      {meals.map((meal) => (
        <li key={meal.deliveryId}>
          {s.say(
            conflictLine({
              date: meal.date,
              slot: meal.slot,
              dishName: meal.dish?.name ?? 'The dish',
              conflicts: meal.conflicts,
            }),
            PREFS_TEMPLATES.conflict,
            {
              slot: s.t(meal.slot),
              date: s.day(meal.date),
              dish: meal.dish?.name ?? s.t('The dish'),
              avoids: avoidedList(meal.conflicts, s),
            },
          )}{' '}
          <LocaleLink to={mealPath(meal)}>{s.t('Swap or skip it')}</LocaleLink>
        </li>
      ))}
    </ul>
  );
}

/** What a save changed, under its one-sentence summary. */
function Outcome({ saved }: { saved: SavedPreferences }) {
  const { t, day } = useSelfService('account');
  const { switched, conflicts, tooLate } = saved.outcome;
  return (
    <>
      <p className="dietary-preferences__message">{saved.message}</p>
      {switched.length > 0 ? (
        <ul className="dietary-preferences__meals" data-testid="preference-switched">
          {switched.map((meal) => (
            <li key={meal.deliveryId}>
              {t('{slot} on {date}: {dish} instead of {before}', {
                slot: t(meal.slot),
                date: day(meal.date),
                dish: meal.to?.name ?? t('another dish'),
                before: meal.from?.name ?? t('the day’s dish'),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <ConflictList meals={conflicts} />
      {tooLate.length > 0 ? (
        <ul className="dietary-preferences__meals">
          {tooLate.map((meal) => (
            <li key={meal.deliveryId}>
              {t('{slot} on {date}: {dish} is already being prepared.', {
                slot: t(meal.slot),
                date: day(meal.date),
                dish: meal.dish?.name ?? '',
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The profile's dietary preferences (issue 26 point 5): what the customer avoids, as checkboxes;
 * a save answers how their coming meals changed (a fitting alternative picked, or a meal nothing
 * fits, flagged for the kitchen and told to them).
 */
export function DietaryPreferencesSection({
  preferences,
}: {
  preferences: DietaryPreferences | null;
}) {
  const id = useId();
  const { t } = useSelfService('account');
  const [avoids, setAvoids] = useState<Avoidable[]>(preferences?.avoids ?? []);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<SavedPreferences | null>(null);
  const [error, setError] = useState('');

  const toggle = (key: Avoidable, on: boolean) =>
    setAvoids((current) => (on ? [...current, key] : current.filter((k) => k !== key)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      const answer = await saveDietaryPreferences(avoids);
      setSaved(answer);
      setAvoids(answer.avoids);
    } catch (err) {
      setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : t(SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <TitledSection
      className="profile-section dietary-preferences"
      titleClassName="profile-section__title"
      title={t('Dietary preferences')}
    >
      {preferences ? (
        <>
          <p id={`${id}-hint`} className="dietary-preferences__hint">
            {t(
              'Where a day’s dish holds something you avoid, we pick a dish of that day that fits. When none fits, we tell the kitchen and you, before the meal’s cut-off.',
            )}
          </p>
          <form className="dietary-preferences__form" onSubmit={onSubmit} aria-busy={saving}>
            <fieldset className="dietary-preferences__choices" aria-describedby={`${id}-hint`}>
              <legend>{t('I avoid')}</legend>
              {AVOIDABLES.map((key) => (
                <label key={key} className="dietary-preferences__choice">
                  <input
                    type="checkbox"
                    name="avoids"
                    value={key}
                    checked={avoids.includes(key)}
                    onChange={(event) => toggle(key, event.currentTarget.checked)}
                  />
                  {t(AVOIDABLE_LABELS[key])}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving ? t('Saving…') : t('Save preferences')}
            </button>
          </form>
          <div role="status" aria-atomic="true" data-testid="preferences-outcome">
            {saved ? <Outcome saved={saved} /> : null}
          </div>
          <div role="alert" aria-atomic="true">
            {error ? <p className="dietary-preferences__error">{error}</p> : null}
          </div>
          {saved ? null : <ConflictList meals={preferences.conflicts} />}
        </>
      ) : (
        <p>{t('We could not load your preferences. Reload the page to try again.')}</p>
      )}
    </TitledSection>
  );
}
