import { useId } from 'react';
import { formatDate } from '../../../lib/format';

type Props = {
  value: string;
  earliest: string;
  latest: string;
  /** The operator's cut-off for the slot's first meals, in hours. */
  noticeHours: number;
  /** Why the kitchen cannot start on `value`, or null. */
  problem: string | null;
  disabled: boolean;
  onChange: (date: string) => void;
};

/** The first delivery date of /subscribe-confirm (SPEC §2.11), within the kitchen's notice. */
export function StartDateCard({
  value,
  earliest,
  latest,
  noticeHours,
  problem,
  disabled,
  onChange,
}: Props) {
  const ids = useId();
  return (
    <section className="order-card" aria-labelledby={`${ids}-start`}>
      <h2 className="order-card__title" id={`${ids}-start`}>
        Start date
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-start-input`}>
          First delivery on
        </label>
        <input
          id={`${ids}-start-input`}
          type="date"
          className="field__input start-date"
          value={value}
          min={earliest}
          max={latest}
          required
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-start-error` : `${ids}-start-hint`}
          disabled={disabled}
        />
        {problem ? (
          <p className="field__error" id={`${ids}-start-error`}>
            {problem}
          </p>
        ) : (
          <p className="field__hint" id={`${ids}-start-hint`}>
            From {formatDate(earliest)} to {formatDate(latest)}: the kitchen needs {noticeHours}{' '}
            hours' notice before the first meal.
          </p>
        )}
      </div>
    </section>
  );
}
