import { MAX_ROTATION_WEEKS, type MenuChoice } from '@fitthali/domain/menu-rotation';
import { MONDAY_FIRST } from '@fitthali/domain/weekdays';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '../../../../components/ui/busy-button';
import { ApiError } from '../../../../lib/api-client';
import { formatShortDay } from '../../../../lib/format';
import { saveRotation } from '../api/save-rotation';
import type { MenuKey, PlannerDish, RotationAnswer } from '../api/types';
import { type RotationCell, rotationDraft } from '../lib/menu-planner';
import { MenuChoiceFields } from './menu-choice-fields';

type Props = {
  menu: MenuKey;
  rotations: readonly RotationAnswer[];
  /** The first date whose cut-off is still open: the earliest a rotation may start. */
  firstOpenDate: string;
  /** Where the editor's start date begins (the week on screen, when it is still open). */
  initialStart: string;
  dishes: readonly PlannerDish[];
  known: ReadonlyMap<string, PlannerDish>;
  onSaved: (rotation: RotationAnswer) => void;
};

const WEEK_CHOICES = Array.from({ length: MAX_ROTATION_WEEKS }, (_, i) => i + 1);

/**
 * A rotation: N weeks × 7 days (Monday first) that the menu repeats from a start date until a later
 * rotation takes over (issue 26 point 3). It starts as the rotation in force on that date; dates
 * set by hand or copied keep their own menu.
 */
export function RotationEditor({
  menu,
  rotations,
  firstOpenDate,
  initialStart,
  dishes,
  known,
  onSaved,
}: Props) {
  const [startDate, setStartDate] = useState(initialStart);
  const [weeks, setWeeks] = useState(() =>
    Math.max(1, rotations.filter((r) => r.startDate <= initialStart).at(-1)?.weeks ?? 1),
  );
  const [days, setDays] = useState<RotationCell[][]>(() =>
    rotationDraft(rotations, initialStart, weeks),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const titleId = useId();
  const startId = useId();
  const weeksId = useId();

  const resize = (count: number) => {
    setWeeks(count);
    // Weeks already edited stay; new ones start as the rotation in force would serve them.
    const draft = rotationDraft(rotations, startDate, count);
    setDays((current) => draft.map((week, i) => current[i] ?? week));
  };
  const setCell = (week: number, day: number, value: MenuChoice | null) =>
    setDays((current) =>
      current.map((cells, w) =>
        w === week ? cells.map((c, d) => (d === day ? value : c)) : cells,
      ),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      const saved = await saveRotation({ ...menu, startDate, weeks, days });
      onSaved(saved.rotation);
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'Could not save the rotation.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="admin-card planner-rotation"
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
    >
      <h2 className="admin-section-title" id={titleId}>
        Rotation
      </h2>
      <p className="planner-rotation__intro">
        The weeks repeat from the start date until a later rotation takes over. Dates set by hand or
        copied keep their own menu. A rotation starts on {formatShortDay(firstOpenDate)} at the
        earliest: earlier meals are past their cut-off.
      </p>
      <div className="admin-toolbar">
        <div className="admin-field admin-field--inline">
          <label htmlFor={startId}>Starts on</label>
          <input
            id={startId}
            type="date"
            min={firstOpenDate}
            value={startDate}
            required
            onChange={(event) => {
              if (event.target.value) setStartDate(event.target.value);
            }}
          />
        </div>
        <div className="admin-field admin-field--inline">
          <label htmlFor={weeksId}>Weeks in the rotation</label>
          <select
            id={weeksId}
            value={weeks}
            onChange={(event) => resize(Number(event.target.value))}
          >
            {WEEK_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count === 1 ? '1 week' : `${count} weeks`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {days.map((week, w) => (
        // Weeks are only ever added or removed at the end, so a week's place is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the week's number is its identity
        <fieldset key={w} className="planner-rotation__week">
          <legend>{weeks === 1 ? 'Every week' : `Week ${w + 1}`}</legend>
          <div className="planner-rotation__days">
            {week.map((cell, d) => {
              const weekday = MONDAY_FIRST[d] ?? '';
              const dayLabel = weeks === 1 ? weekday : `Week ${w + 1} ${weekday}`;
              return (
                <div key={weekday} className="planner-rotation__day">
                  <span className="planner-rotation__weekday" aria-hidden="true">
                    {weekday}
                  </span>
                  <MenuChoiceFields
                    idPrefix={`rotation-${w}-${d}`}
                    dayLabel={dayLabel}
                    value={cell}
                    dishes={dishes}
                    known={known}
                    onChange={(value) => setCell(w, d, value)}
                    compact
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {error ? (
        <p className="inline-error admin-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="planner-rotation__foot">
        <BusyButton type="submit" className="btn btn--primary" busy={saving}>
          Save rotation from {formatShortDay(startDate)}
        </BusyButton>
      </div>
    </form>
  );
}
