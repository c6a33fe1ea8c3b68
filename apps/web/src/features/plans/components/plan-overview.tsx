import { DURATIONS } from '@fitthali/domain/durations';
import { MEAL_OPTIONS, type PlanId, SLOTS } from '@fitthali/domain/plans';
import { formatRupees } from '@fitthali/domain/rupees';
import { Link } from 'react-router';
import { CalendarIcon, ChefHatIcon, LeafIcon, TruckIcon } from '../../../components/ui/icons';
import { PlanIcon } from '../../../components/ui/plan-icon';
import { CompareAllPlansLink } from '../../../components/ui/plan-links';
import { PLAN_AUDIENCES, PLAN_TITLES } from '../../../content/plan-titles';
import { getPlan } from '../get-plan';

/** The opening of a plan page: what the plan is, its starting price and the choices it offers. */
export function PlanOverview({ planId }: { planId: PlanId }) {
  const plan = getPlan(planId);
  return (
    <section className={`plan-overview plan-overview--${plan.id}`}>
      <div className="container plan-overview__inner">
        <div className="plan-overview__text">
          <p className="eyebrow">{PLAN_AUDIENCES[plan.id]}</p>
          <h1 className="plan-overview__title">{PLAN_TITLES[plan.id]}</h1>
          <p className="lead">{plan.description}</p>
          <p className="plan-overview__price">
            Starting at {formatRupees(plan.startingPrice)}/meal
          </p>
          <div className="button-row">
            <Link to="/my-meal-plans" className="btn btn--primary">
              View My Meal Plans
            </Link>
            <CompareAllPlansLink />
          </div>
        </div>
        <div className="plan-overview__card">
          <PlanIcon planId={plan.id} size={40} />
          <h2 className="plan-overview__card-title">Make it yours</h2>
          <dl className="choice-list">
            <div>
              <dt>
                <LeafIcon size={18} /> Meal type
              </dt>
              <dd>{MEAL_OPTIONS.join(' or ')}</dd>
            </div>
            <div>
              <dt>
                <ChefHatIcon size={18} /> Delivery slot
              </dt>
              <dd>{SLOTS.join(', ')}</dd>
            </div>
            <div>
              <dt>
                <CalendarIcon size={18} /> Days
              </dt>
              <dd>7 days a week, or only the weekdays you pick</dd>
            </div>
            <div>
              <dt>
                <TruckIcon size={18} /> Duration
              </dt>
              <dd>{DURATIONS.map((days) => `${days}`).join(', ')} days · 3 day trial</dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}
