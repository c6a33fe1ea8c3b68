import { DURATIONS, type DurationDays, TRIAL_DURATION } from '@fitthali/domain/durations';
import { MSG } from '@fitthali/domain/messages';
import { planPriceSchema } from '@fitthali/domain/schemas/plan-price';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { TableHead } from '../../../components/ui/table-head';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { AdminPlan } from '../api/list-plans';
import { type PriceChange, updatePlanPrice } from '../api/update-plan-price';
import { EggFriendlyToggle } from './egg-friendly-toggle';

const OPTIONS = [
  { key: 'veg', mealOption: 'Veg', label: 'Veg' },
  { key: 'nonVeg', mealOption: 'Non-Veg', label: 'Non-Veg' },
] as const;

type Drafts = Record<string, string>;

function cellKey(days: DurationDays, option: 'veg' | 'nonVeg') {
  return `${days}-${option}`;
}

function draftsOf(plan: AdminPlan): Drafts {
  const drafts: Drafts = {};
  for (const days of DURATIONS) {
    const price = plan.prices[days];
    for (const { key } of OPTIONS) drafts[cellKey(days, key)] = String(price?.[key] ?? '');
  }
  return drafts;
}

type Props = { plan: AdminPlan; onSaved: (plan: AdminPlan) => void };

/**
 * One plan's per-meal prices: 4 durations × Veg/Non-Veg. Saving sends only the changed cells;
 * new orders and the storefront use the new price at once, placed orders keep theirs.
 */
export function PlanPriceEditor({ plan, onSaved }: Props) {
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(plan));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const titleId = useId();
  const errorId = useId();
  const saved = draftsOf(plan);

  // The same rule the server applies, so a price it would refuse is explained beside its field
  // while typing instead of silently disabling Save.
  const changes: PriceChange[] = [];
  const problems: Record<string, string> = {};
  for (const days of DURATIONS) {
    for (const { key, mealOption } of OPTIONS) {
      const id = cellKey(days, key);
      if (drafts[id] === saved[id]) continue;
      const draft = (drafts[id] ?? '').trim();
      const parsed = planPriceSchema.safeParse(draft === '' ? Number.NaN : Number(draft));
      if (parsed.success) {
        changes.push({ planId: plan.id, durationDays: days, mealOption, price: parsed.data });
      } else {
        problems[id] = parsed.error.issues[0]?.message ?? MSG.invalidPlanPrice;
      }
    }
  }
  const invalid = Object.keys(problems).length > 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid || changes.length === 0) return;
    setSaving(true);
    setError('');
    let latest: AdminPlan | undefined;
    try {
      for (const change of changes) latest = (await updatePlanPrice(change)).plan;
      toast.success(`${plan.name} prices saved.`);
    } catch (err) {
      const message =
        err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Could not save prices.';
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
      if (latest) {
        onSaved(latest);
        // Keep whatever the operator typed that was not saved yet.
        const fresh = draftsOf(latest);
        setDrafts((current) => {
          const next = { ...current };
          for (const change of changes) {
            const key = cellKey(
              change.durationDays,
              change.mealOption === 'Veg' ? 'veg' : 'nonVeg',
            );
            next[key] = fresh[key] ?? next[key] ?? '';
          }
          return next;
        });
      }
    }
  };

  return (
    <form className="admin-card plan-editor" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <div className="plan-editor__head">
        <div>
          <h2 className="admin-section-title" id={titleId}>
            {plan.name}
          </h2>
          <p className="plan-editor__from">
            From {formatRupees(plan.startingPrice)} a meal · <code>{plan.path}</code>
          </p>
        </div>
        <EggFriendlyToggle plan={plan} onSaved={onSaved} />
      </div>
      <table className="admin-table plan-editor__table">
        <caption className="visually-hidden">{plan.name}: price per meal in rupees</caption>
        <TableHead
          columns={['Duration', ...OPTIONS.map((option) => `${option.label} (₹ / meal)`)]}
        />
        <tbody>
          {DURATIONS.map((days) => (
            <tr key={days}>
              <th scope="row">
                {days} Days
                {days === TRIAL_DURATION ? <span className="admin-chip">Trial</span> : null}
              </th>
              {OPTIONS.map((option) => {
                const id = cellKey(days, option.key);
                const changed = drafts[id] !== saved[id];
                const problem = problems[id];
                const problemId = `${errorId}-${id}`;
                const describedBy = [problem ? problemId : '', error ? errorId : '']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={option.key}>
                    <span className="price-input">
                      <span aria-hidden="true">₹</span>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={10000}
                        step={1}
                        required
                        className={changed ? 'is-changed' : undefined}
                        aria-label={`${plan.name}, ${days} days, ${option.label} price per meal`}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={describedBy || undefined}
                        value={drafts[id] ?? ''}
                        onChange={(event) =>
                          setDrafts((current) => ({ ...current, [id]: event.target.value }))
                        }
                      />
                    </span>
                    {problem ? (
                      <span className="price-input__problem" id={problemId}>
                        {problem}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p className="inline-error admin-form-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <div className="plan-editor__foot">
        <p className="plan-editor__hint">
          {invalid
            ? 'Correct the price marked in red to save.'
            : changes.length > 0
              ? 'Changed prices are highlighted.'
              : 'All prices saved.'}
        </p>
        <BusyButton
          type="submit"
          className="btn btn--primary btn--sm"
          busy={saving}
          disabled={invalid || changes.length === 0}
        >
          {saving
            ? 'Saving...'
            : changes.length > 1
              ? `Save ${changes.length} changes`
              : 'Save changes'}
        </BusyButton>
      </div>
    </form>
  );
}
