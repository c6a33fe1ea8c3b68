import { formatIndiaDate } from '@fitthali/domain/india-format';
import { useId, useState } from 'react';
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
};

/**
 * Pause from a day until a day or until resumed, with what it will do shown before confirming
 * (the same rules the server applies); or, while paused, Resume.
 */
export function PausePanel({ order, now, busy, onPause, onResume }: Props) {
  const previewId = useId();
  const { earliest, limit } = pauseBounds(order, now);
  const [from, setFrom] = useState(earliest);
  const [until, setUntil] = useState(earliest);
  const [openEnded, setOpenEnded] = useState(false);
  const pause = order.subscription.pause;

  if (pause) {
    return (
      <section className="deliveries-pause" aria-labelledby={`${previewId}-title`}>
        <h2 id={`${previewId}-title`} className="deliveries-pause__title">
          Paused
        </h2>
        <p>
          {pause.openEnded
            ? `Paused from ${formatIndiaDate(pause.from)} until you resume (at the latest ${formatIndiaDate(pause.until)}).`
            : `Paused from ${formatIndiaDate(pause.from)} to ${formatIndiaDate(pause.until)}.`}{' '}
          Meals whose cut-off has not passed come back on their own days when you resume.
        </p>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={onResume}>
          Resume
        </button>
      </section>
    );
  }

  const preview = previewPause(order, from, openEnded ? null : until, now);
  return (
    <section className="deliveries-pause" aria-labelledby={`${previewId}-title`}>
      <h2 id={`${previewId}-title`} className="deliveries-pause__title">
        Pause your plan
      </h2>
      <p className="deliveries-pause__hint">
        Going away? Paused meals move to the end of your plan, up to {formatIndiaDate(limit)}.
      </p>
      <form
        className="deliveries-pause__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (preview.ok) onPause(from, openEnded ? null : until);
        }}
      >
        <DateField
          label="From"
          value={from}
          min={earliest}
          max={limit}
          onChange={setFrom}
          describedBy={previewId}
        />
        <DateField
          label="Until"
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
          Until I resume
        </label>
        <p id={previewId} className="deliveries-pause__preview" aria-live="polite">
          {preview.ok
            ? `${preview.meals} ${preview.meals === 1 ? 'meal moves' : 'meals move'} to the end; your plan would end on ${formatIndiaDate(preview.endDate ?? preview.until)}.`
            : preview.problem}
        </p>
        <button type="submit" className="btn btn--primary" disabled={busy || !preview.ok}>
          Pause
        </button>
      </form>
    </section>
  );
}
