import { useId } from 'react';
import { useT } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { dayText } from '../lib/order-dates';

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
  const t = useT('order');
  const locale = useLocale();
  return (
    <section className="order-card" aria-labelledby={`${ids}-start`}>
      <h2 className="order-card__title" id={`${ids}-start`}>
        {t('Start date')}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-start-input`}>
          {t('First delivery on')}
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
            {t(problem)}
          </p>
        ) : (
          <p className="field__hint" id={`${ids}-start-hint`}>
            {t(
              "From {earliest} to {latest}: the kitchen needs {noticeHours} hours' notice before the first meal.",
              {
                earliest: dayText(earliest, locale),
                latest: dayText(latest, locale),
                noticeHours,
              },
            )}
          </p>
        )}
      </div>
    </section>
  );
}
