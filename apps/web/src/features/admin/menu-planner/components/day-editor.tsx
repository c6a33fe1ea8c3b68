import { formatIndiaDateTime } from '@fitthali/domain/india-format';
import { MENU_REASON_MAX } from '@fitthali/domain/menu-messages';
import type { MenuChoice } from '@fitthali/domain/menu-rotation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BusyButton } from '../../../../components/ui/busy-button';
import { FieldError } from '../../../../components/ui/field-error';
import { Modal } from '../../../../components/ui/modal';
import { ApiError } from '../../../../lib/api-client';
import { formatShortDay } from '../../../../lib/format';
import { clearMenuDay, type MenuDayOutcome, setMenuDay } from '../api/change-menu-day';
import type { MenuKey, PlannerDay, PlannerDish } from '../api/types';
import { MenuChoiceFields } from './menu-choice-fields';

type Props = {
  menu: MenuKey;
  /** The date being changed; null keeps the dialog closed. */
  day: PlannerDay | null;
  dishes: readonly PlannerDish[];
  known: ReadonlyMap<string, PlannerDish>;
  onClose: () => void;
  onSaved: (outcome: MenuDayOutcome, cleared: boolean) => void;
};

const REASON_NEEDED = 'Give a reason: the customers whose meal changes are told it.';

function choiceOf(day: PlannerDay | null): MenuChoice | null {
  if (!day?.dish) return null;
  return { dishId: day.dish._id, alternatives: day.alternatives.map((dish) => dish._id) };
}

/**
 * One date's menu set by hand (issue 26 point 3). Past the date's cut-off the meals are being
 * prepared: the dialog then asks for the reason the customers affected will read, as the server
 * requires; "Back to rotation" gives a date set by hand or copied back to its rotation.
 */
export function DayEditor({ menu, day, dishes, known, onClose, onSaved }: Props) {
  // The dialog is mounted again for each date (keyed by the caller), so its state starts fresh.
  const [choice, setChoice] = useState<MenuChoice | null>(() => choiceOf(day));
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();
  const reasonErrorId = useId();
  const late = day !== null && !day.open;
  const ownRow = day?.source === 'override' || day?.source === 'copy';

  const run = async (action: 'save' | 'clear') => {
    if (!day) return;
    if (late && reason.trim() === '') {
      setReasonError(REASON_NEEDED);
      reasonRef.current?.focus();
      return;
    }
    setBusy(action);
    setError('');
    try {
      const base = { ...menu, date: day.date, reason: late ? reason.trim() : undefined };
      const outcome =
        action === 'clear'
          ? await clearMenuDay(base)
          : await setMenuDay({ ...base, ...(choice as MenuChoice) });
      onSaved(outcome, action === 'clear');
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'Could not save the menu.',
      );
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError(
        ownRow
          ? 'Choose the day’s dish, or give the date back to its rotation.'
          : 'Choose the day’s dish.',
      );
      return;
    }
    void run('save');
  };

  const title = day ? `${formatShortDay(day.date)} · ${menu.slot}` : '';
  return (
    <Modal
      open={day !== null}
      onClose={busy ? () => {} : onClose}
      title={title}
      size="md"
      description={
        late && day ? (
          <p className="planner-late-note">
            Changes closed at {formatIndiaDateTime(new Date(day.changeUntil))}: these meals are
            being prepared. Customers whose dish changes are told the new dish and your reason.
          </p>
        ) : (
          <p>
            {menu.plan}, {menu.mealOption}. Customers see the new dish on their plan page.
          </p>
        )
      }
    >
      <form onSubmit={submit} noValidate className="planner-day-editor">
        <MenuChoiceFields
          idPrefix="menu-day"
          dayLabel="The day’s"
          value={choice}
          dishes={dishes}
          known={known}
          onChange={(next) => {
            setChoice(next);
            setError('');
          }}
        />
        {late ? (
          <div className="admin-field">
            <label htmlFor={reasonId}>Reason for the change</label>
            <textarea
              ref={reasonRef}
              id={reasonId}
              rows={3}
              maxLength={MENU_REASON_MAX}
              value={reason}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? reasonErrorId : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                if (reasonError) setReasonError('');
              }}
            />
            <FieldError id={reasonErrorId} error={reasonError} />
          </div>
        ) : null}
        {error ? (
          <p className="inline-error admin-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={onClose}
            disabled={busy !== null}
          >
            Cancel
          </button>
          {ownRow ? (
            <BusyButton
              className="btn btn--ghost"
              busy={busy === 'clear'}
              disabled={busy !== null}
              onClick={() => void run('clear')}
            >
              Back to rotation
            </BusyButton>
          ) : null}
          <BusyButton
            type="submit"
            className="btn btn--primary"
            busy={busy === 'save'}
            disabled={busy !== null}
          >
            Save this date
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
