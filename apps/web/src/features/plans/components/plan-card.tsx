import type { PlanDefinition } from '@fitthali/domain/plans';
import { formatRupees } from '@fitthali/domain/rupees';
import { useId } from 'react';
import { PlanIcon } from '../../../components/ui/plan-icon';
import { BuyNowLink } from '../../../components/ui/plan-links';
import { PLAN_AUDIENCES, PLAN_TITLES } from '../../../content/plan-titles';

type PlanCardProps = {
  plan: PlanDefinition;
  /** Cards sit under an h2 on the home page and directly under the h1 on /meal-plan. */
  headingLevel?: 'h2' | 'h3';
};

export function PlanCard({ plan, headingLevel: Heading = 'h3' }: PlanCardProps) {
  const titleId = useId();
  return (
    <article className={`plan-card card-lift plan-card--${plan.id}`}>
      <div className="plan-card__top">
        <PlanIcon planId={plan.id} />
        <p className="plan-card__audience">{PLAN_AUDIENCES[plan.id]}</p>
      </div>
      <Heading className="plan-card__title" id={titleId}>
        {PLAN_TITLES[plan.id]}
      </Heading>
      <p className="plan-card__desc">{plan.description}</p>
      <div className="plan-card__footer">
        <p className="plan-card__price">Starting at {formatRupees(plan.startingPrice)}/meal</p>
        <BuyNowLink to={plan.path} describedBy={titleId} />
      </div>
    </article>
  );
}
