import { TRIAL_DURATION } from '@fitthali/domain/durations';
import { PLANS, type PlanId } from '@fitthali/domain/plans';
import { useId } from 'react';
import { PlanIcon } from '../../../components/ui/plan-icon';
import { PLAN_TITLES } from '../../../content/plan-titles';
import { LocaleLink as Link } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
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
  const t = useT('order');
  const plans = useT('plans');
  const planId = choices.planId;
  return (
    <section className="order-card" aria-labelledby={`${ids}-plan`}>
      <div className="order-card__head">
        <h2 className="order-card__title" id={`${ids}-plan`}>
          {t('Plan summary')}
        </h2>
        {choices.duration === TRIAL_DURATION ? (
          <span className="trial-badge">{plans('3 day Trial')}</span>
        ) : null}
      </div>
      {planId && catalogue[planId] ? (
        <div className="plan-line">
          <PlanIcon planId={planId} size={24} />
          <div>
            <p className="plan-line__name">{plans(PLAN_TITLES[planId])}</p>
            <p className="plan-line__meta">
              {t('{duration} · {mealOption} · {price}/meal', {
                duration: plans('{days} Days', { days: choices.duration }),
                mealOption: plans(choices.mealOption),
                price: formatRupees(pricePerMeal),
              })}
            </p>
          </div>
          <Link to="/meal-plan" className="text-link plan-line__change">
            {t('Change plan')}
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
  const t = useT('order');
  const plans = useT('plans');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('Meal plan')}
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
          {t('Choose a plan')}
        </option>
        {PLANS.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plans(PLAN_TITLES[plan.id])}
          </option>
        ))}
      </select>
    </div>
  );
}
