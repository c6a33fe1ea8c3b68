import { conflictLine } from '@fitthali/domain/dish-preference-messages';
import { AVOIDABLE_LABELS, AVOIDABLES, type Avoidable } from '@fitthali/domain/dishes';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { TitledSection } from '../../../components/ui/titled-section';
import { ApiError } from '../../../lib/api-client';
import { saveDietaryPreferences } from '../api/preferences';
import type { DietaryPreferences, PreferenceMeal, SavedPreferences } from '../api/types';
import '../preferences.css';

const SAVE_FAILED = 'We could not save your preferences. Please try again.';

const mealPath = (meal: PreferenceMeal) =>
  `/profile/subscriptions/${meal.subscriptionId}?delivery=${meal.deliveryId}`;

const day = (meal: { slot: string; date: string }) =>
  `${meal.slot} on ${formatIndiaDate(meal.date)}`;

/** The meals nothing on their day's menu fits, each with the way to its plan page. */
function ConflictList({ meals }: { meals: PreferenceMeal[] }) {
  if (meals.length === 0) return null;
  return (
    <ul className="dietary-preferences__meals" data-testid="preference-conflicts">
      {meals.map((meal) => (
        <li key={meal.deliveryId}>
          {conflictLine({
            date: meal.date,
            slot: meal.slot,
            dishName: meal.dish?.name ?? 'The dish',
            conflicts: meal.conflicts,
          })}{' '}
          <Link to={mealPath(meal)}>Swap or skip it</Link>
        </li>
      ))}
    </ul>
  );
}

/** What a save changed, under its one-sentence summary. */
function Outcome({ saved }: { saved: SavedPreferences }) {
  const { switched, conflicts, tooLate } = saved.outcome;
  return (
    <>
      <p className="dietary-preferences__message">{saved.message}</p>
      {switched.length > 0 ? (
        <ul className="dietary-preferences__meals" data-testid="preference-switched">
          {switched.map((meal) => (
            <li key={meal.deliveryId}>
              {day(meal)}: {meal.to?.name ?? 'another dish'} instead of{' '}
              {meal.from?.name ?? 'the day’s dish'}
            </li>
          ))}
        </ul>
      ) : null}
      <ConflictList meals={conflicts} />
      {tooLate.length > 0 ? (
        <ul className="dietary-preferences__meals">
          {tooLate.map((meal) => (
            <li key={meal.deliveryId}>
              {day(meal)}: {meal.dish?.name} is already being prepared.
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
      setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <TitledSection
      className="profile-section dietary-preferences"
      titleClassName="profile-section__title"
      title="Dietary preferences"
    >
      {preferences ? (
        <>
          <p id={`${id}-hint`} className="dietary-preferences__hint">
            Where a day’s dish holds something you avoid, we pick a dish of that day that fits. When
            none fits, we tell the kitchen and you, before the meal’s cut-off.
          </p>
          <form className="dietary-preferences__form" onSubmit={onSubmit} aria-busy={saving}>
            <fieldset className="dietary-preferences__choices" aria-describedby={`${id}-hint`}>
              <legend>I avoid</legend>
              {AVOIDABLES.map((key) => (
                <label key={key} className="dietary-preferences__choice">
                  <input
                    type="checkbox"
                    name="avoids"
                    value={key}
                    checked={avoids.includes(key)}
                    onChange={(event) => toggle(key, event.currentTarget.checked)}
                  />
                  {AVOIDABLE_LABELS[key]}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="btn btn--primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save preferences'}
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
        <p>We could not load your preferences. Reload the page to try again.</p>
      )}
    </TitledSection>
  );
}
