import { durationLabel, TRIAL_DURATION } from '@fitthali/domain/durations';
import { PLANS, type PlanId } from '@fitthali/domain/plans';
import { useId } from 'react';
import { Link } from 'react-router';
import { PlanIcon } from '../../../components/ui/plan-icon';
import { PLAN_TITLES } from '../../../content/plan-titles';
import { formatRupees } from '../../../lib/format';
import type { Catalogue } from '../lib/catalogue';
import type { ChoiceAction, OrderChoices } from '../lib/order-choices';
import { OrderOptions } from './order-options';

type Props = {
  choices: OrderChoices;
  onChange: (action: ChoiceAction) => void;
  catalogue: Catalogue;
  pricePerMeal: number;
  /** The order was refused for having no plan: the plan picker is marked. */
  planMissing: boolean;
  startDateForTrial: () => string | Promise<string>;
  daysProblem: string | null;
};

/** The plan part of /subscribe-confirm (SPEC §2.11): which plan, and its selectors. */
export function PlanSummaryCard({
  choices,
  onChange,
  catalogue,
  pricePerMeal,
  planMissing,
  startDateForTrial,
  daysProblem,
}: Props) {
  const ids = useId();
  const planId = choices.planId;
  return (
    <section className="order-card" aria-labelledby={`${ids}-plan`}>
      <div className="order-card__head">
        <h2 className="order-card__title" id={`${ids}-plan`}>
          Plan summary
        </h2>
        {choices.duration === TRIAL_DURATION ? (
          <span className="trial-badge">3 day Trial</span>
        ) : null}
      </div>
      {planId && catalogue[planId] ? (
        <div className="plan-line">
          <PlanIcon planId={planId} size={24} />
          <div>
            <p className="plan-line__name">{PLAN_TITLES[planId]}</p>
            <p className="plan-line__meta">
              {durationLabel(choices.duration)} · {choices.mealOption} ·{' '}
              {formatRupees(pricePerMeal)}/meal
            </p>
          </div>
          <Link to="/meal-plan" className="text-link plan-line__change">
            Change plan
          </Link>
        </div>
      ) : (
        <PlanPicker onPick={(id) => onChange({ type: 'plan', planId: id })} error={planMissing} />
      )}
      <OrderOptions
        choices={choices}
        dispatch={onChange}
        catalogue={catalogue}
        startDateForTrial={startDateForTrial}
        daysProblem={daysProblem}
      />
    </section>
  );
}

function PlanPicker({ onPick, error }: { onPick: (id: PlanId) => void; error: boolean }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Meal plan
      </label>
      <select
        id={id}
        className="field__input select"
        defaultValue=""
        onChange={(event) => {
          const found = PLANS.find((p) => p.id === event.target.value);
          if (found) onPick(found.id);
        }}
        aria-invalid={error ? true : undefined}
      >
        <option value="" disabled>
          Choose a plan
        </option>
        {PLANS.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {PLAN_TITLES[plan.id]}
          </option>
        ))}
      </select>
    </div>
  );
}
