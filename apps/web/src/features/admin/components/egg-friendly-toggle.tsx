import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { AdminPlan } from '../api/list-plans';
import { setEggFriendly } from '../api/set-egg-friendly';

type Props = { plan: AdminPlan; onSaved: (plan: AdminPlan) => void };

/**
 * Whether the plan's Veg menu may serve egg dishes (issue 26 point 3), saved as soon as it is
 * ticked. The server refuses to untick it while the Veg menu still serves an egg dish, and says
 * which; the sentence stays beside the box.
 */
export function EggFriendlyToggle({ plan, onSaved }: Props) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const boxId = useId();
  const errorId = useId();

  const change = async (eggFriendly: boolean) => {
    setSaving(true);
    setError('');
    try {
      const saved = await setEggFriendly(plan.id, eggFriendly);
      onSaved(saved.plan);
      toast.success(
        eggFriendly
          ? `${plan.name}: the Veg menu may serve egg dishes.`
          : `${plan.name}: the Veg menu serves veg dishes only.`,
      );
    } catch (err) {
      const message =
        err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Could not save.';
      setError(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="egg-friendly">
      <label htmlFor={boxId} className="egg-friendly__label">
        <input
          id={boxId}
          type="checkbox"
          checked={plan.eggFriendly}
          disabled={saving}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => void change(event.target.checked)}
        />
        Egg-friendly: the Veg menu may serve egg dishes
      </label>
      {error ? (
        <p className="inline-error egg-friendly__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
