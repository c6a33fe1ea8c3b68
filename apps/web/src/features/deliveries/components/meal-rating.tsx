import {
  MAX_RATING_COMMENT,
  MAX_STARS,
  RATING_MSG,
  starsLabel,
} from '@fitthali/domain/meal-ratings';
import { type FormEvent, useId, useState } from 'react';
import { useSelfService } from '../../../i18n/self-service';
import { ApiError } from '../../../lib/api-client';
import { deleteMealRating, rateMeal } from '../api/rate-meal';
import type { Delivery } from '../api/types';
import './meal-rating.css';

type Props = {
  delivery: Delivery;
  now: Date;
  /** After a save or a delete: says `message` and loads the plan again. */
  onRated: (message: string) => unknown;
};

const STARS = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

/** A delivered meal whose rating window is still open at `now` (decision 179). */
export function canStillRate(delivery: Delivery, now: Date): boolean {
  return !!delivery.ratableUntil && now.getTime() <= Date.parse(delivery.ratableUntil);
}

/**
 * "Rate this meal" on a delivered meal (issue 26 point 8): 1 to 5 stars as a radio group and an
 * optional comment, until the end of the third day after it; once rated, the rating with Change
 * (while the window is open) and Delete (always: the words are the customer's).
 */
export function MealRating({ delivery, now, onRated }: Props) {
  const id = useId();
  const { t, odia, dayTime } = useSelfService('deliveries');
  const stars = (n: number) => (n === 1 ? t('1 star') : t('{count} stars', { count: n }));
  const rating = delivery.rating ?? null;
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<number | null>(rating?.stars ?? null);
  const [comment, setComment] = useState(rating?.comment ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const open = canStillRate(delivery, now);
  if (!delivery.ratableUntil || (!rating && !open)) return null;

  async function send(work: () => Promise<unknown>, message: string) {
    setBusy(true);
    setProblem('');
    try {
      await work();
      setEditing(false);
      await onRated(message);
    } catch (err) {
      setProblem(
        err instanceof ApiError && err.serverMessage ? err.serverMessage : t(RATING_MSG.saveFailed),
      );
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    void send(() => rateMeal(delivery._id, chosen, comment), t(RATING_MSG.saved));
  };

  const startEditing = () => {
    setChosen(rating?.stars ?? null);
    setComment(rating?.comment ?? '');
    setProblem('');
    setEditing(true);
  };

  const alert = problem ? (
    <p className="meal-rating__problem" role="alert">
      {problem}
    </p>
  ) : null;

  if (editing && open) {
    return (
      <form className="meal-rating meal-rating__form" onSubmit={submit}>
        <fieldset className="meal-rating__stars">
          <legend>{t(RATING_MSG.rateThisMeal)}</legend>
          {STARS.map((n) => (
            <label
              key={n}
              className={`meal-rating__star${chosen !== null && n <= chosen ? ' meal-rating__star--on' : ''}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={`${id}-stars`}
                value={n}
                checked={chosen === n}
                onChange={() => setChosen(n)}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{odia ? stars(n) : starsLabel(n)}</span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-comment`}>{t('Comment (optional)')}</label>
        <textarea
          id={`${id}-comment`}
          className="field__input meal-rating__comment"
          maxLength={MAX_RATING_COMMENT}
          rows={2}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <div className="meal-rating__actions">
          <button
            type="submit"
            className="btn btn--primary btn--sm"
            disabled={busy || chosen === null}
          >
            {t('Save rating')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            onClick={() => setEditing(false)}
          >
            {t('Cancel')}
          </button>
        </div>
        {alert}
      </form>
    );
  }

  const untilId = `${id}-until`;
  return (
    <div className="meal-rating">
      {rating ? (
        <p className="delivery-row__when">
          {odia
            ? t('You rated this meal {stars}.', { stars: stars(rating.stars) })
            : RATING_MSG.rated(rating.stars)}
          {rating.comment ? ` “${rating.comment}”` : ''}
        </p>
      ) : (
        <p className="delivery-row__when" id={untilId}>
          {t('You can rate it until {until}.', {
            until: dayTime(new Date(delivery.ratableUntil)),
          })}
        </p>
      )}
      <div className="meal-rating__actions">
        {open ? (
          <button
            type="button"
            className={`btn btn--sm ${rating ? 'btn--ghost' : 'btn--primary'}`}
            aria-describedby={rating ? undefined : untilId}
            disabled={busy}
            onClick={startEditing}
          >
            {rating ? t('Change rating') : t(RATING_MSG.rateThisMeal)}
          </button>
        ) : null}
        {rating ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            onClick={() => void send(() => deleteMealRating(delivery._id), t(RATING_MSG.deleted))}
          >
            {t('Delete rating')}
          </button>
        ) : null}
      </div>
      {alert}
    </div>
  );
}
