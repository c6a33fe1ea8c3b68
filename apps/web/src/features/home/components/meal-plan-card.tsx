import type { PlanDefinition } from '@fitthali/domain/plans';
import { formatRupees } from '@fitthali/domain/rupees';
import { useId } from 'react';
import { BuyNowLink } from '../../../components/ui/plan-links';
import { PLAN_AUDIENCES, PLAN_TITLES } from '../../../content/plan-titles';
import { useT } from '../../../i18n/messages';
import { translateWith } from '../../../i18n/with-element';

type MealPlanCardProps = {
  plan: PlanDefinition;
  /** The catalogue's current starting price when it has been fetched; else the built-in one. */
  startingPrice?: number;
  headingLevel?: 'h2' | 'h3';
};

/** SPEC §3 meal plan card: title, description, price text, image and the plan page link. */
export function MealPlanCard({
  plan,
  startingPrice = plan.startingPrice,
  headingLevel: Heading = 'h3',
}: MealPlanCardProps) {
  const titleId = useId();
  const t = useT('plan-cards');
  return (
    <article className={`meal-card card-lift meal-card--${plan.id}`}>
      <img
        className="meal-card__image"
        src={`/images/plans/${plan.id}.svg`}
        alt=""
        width={400}
        height={260}
        loading="lazy"
        decoding="async"
      />
      <div className="meal-card__body">
        <p className="meal-card__audience">{t(PLAN_AUDIENCES[plan.id])}</p>
        <Heading className="meal-card__title" id={titleId}>
          {t(PLAN_TITLES[plan.id])}
        </Heading>
        <p className="meal-card__desc">{t(plan.description)}</p>
        <div className="meal-card__footer">
          <p className="meal-card__price">
            {translateWith(
              t,
              'Starting at {price}/meal',
              'price',
              <strong>{formatRupees(startingPrice)}</strong>,
            )}
          </p>
          <BuyNowLink to={plan.path} describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}
