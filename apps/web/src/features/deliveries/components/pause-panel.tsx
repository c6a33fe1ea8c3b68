import { type ReactNode, useId, useState } from 'react';
import { useSelfService } from '../../../i18n/self-service';
import type { SubscriptionSchedule } from '../api/types';
import { pauseBounds, previewPause } from '../lib/schedule-preview';

type DateFieldProps = {
  label: string;
  value: string;
  min: string;
  max: string;
  disabled?: boolean;
  describedBy: string;
  onChange: (value: string) => void;
};

function DateField({ label, value, min, max, disabled, describedBy, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        className="field__input"
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
      />
    </div>
  );
}

type Props = {
  order: SubscriptionSchedule;
  now: Date;
  busy: boolean;
  onPause: (from: string, until: string | null) => void;
  onResume: () => void;
  /** An admin may start a pause inside the customer's cut-off (with a reason, asked in `children`). */
  overrideCutOff?: boolean;
  /** More fields for the pause form, before its button. */
  children?: ReactNode;
};

/**
 * Pause from a day until a day or until resumed, with what it will do shown before confirming
 * (the same rules the server applies); or, while paused, Resume.
 */
export function PausePanel({
  order,
  now,
  busy,
  onPause,
  onResume,
  overrideCutOff = false,
  children,
}: Props) {
  const previewId = useId();
  const { t, day, say } = useSelfService('deliveries');
  const { earliest, limit } = pauseBounds(order, now, overrideCutOff);
  // Even an admin starts from the customer's first open day; earlier days are a choice.
  const [from, setFrom] = useState(() => pauseBounds(order, now).earliest);
  const [until, setUntil] = useState(from);
  const [openEnded, setOpenEnded] = useState(false);
  const pause = order.subscription.pause;

  if (pause) {
    return (
      <section className="deliveries-pause" aria-labelledby={`${previewId}-title`}>
        <h2 id={`${previewId}-title`} className="deliveries-pause__title">
          {t('Paused')}
        </h2>
        <p>
          {pause.openEnded
            ? t('Paused from {from} until you resume (at the latest {until}).', {
                from: day(pause.from),
                until: day(pause.until),
              })
            : t('Paused from {from} to {until}.', {
                from: day(pause.from),
                until: day(pause.until),
              })}{' '}
          {t('Meals whose cut-off has not passed come back on their own days when you resume.')}
        </p>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={onResume}>
          {t('Resume')}
        </button>
      </section>
    );
  }

  const preview = previewPause(order, from, openEnded ? null : until, now, overrideCutOff);
  return (
    <section className="deliveries-pause" aria-labelledby={`${previewId}-title`}>
      <h2 id={`${previewId}-title`} className="deliveries-pause__title">
        {t('Pause your plan')}
      </h2>
      <p className="deliveries-pause__hint">
        {t('Going away? Paused meals move to the end of your plan, up to {limit}.', {
          limit: day(limit),
        })}
      </p>
      <form
        className="deliveries-pause__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (preview.ok) onPause(from, openEnded ? null : until);
        }}
      >
        <DateField
          label={t('From')}
          value={from}
          min={earliest}
          max={limit}
          onChange={setFrom}
          describedBy={previewId}
        />
        <DateField
          label={t('Until')}
          value={until}
          min={from}
          max={limit}
          disabled={openEnded}
          onChange={setUntil}
          describedBy={previewId}
        />
        <label className="deliveries-pause__open">
          <input
            type="checkbox"
            checked={openEnded}
            onChange={(event) => setOpenEnded(event.target.checked)}
          />
          {t('Until I resume')}
        </label>
        <p id={previewId} className="deliveries-pause__preview" aria-live="polite">
          {preview.ok
            ? preview.meals === 1
              ? t('1 meal moves to the end; your plan would end on {endDate}.', {
                  endDate: day(preview.endDate ?? preview.until),
                })
              : t('{count} meals move to the end; your plan would end on {endDate}.', {
                  count: preview.meals,
                  endDate: day(preview.endDate ?? preview.until),
                })
            : preview.dated
              ? say(preview.problem, preview.dated.template, {
                  [preview.dated.name]: day(preview.dated.date),
                })
              : t(preview.problem)}
        </p>
        {children}
        <button type="submit" className="btn btn--primary" disabled={busy || !preview.ok}>
          {t('Pause')}
        </button>
      </form>
    </section>
  );
}
