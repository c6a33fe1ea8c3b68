import type { DurationDays } from '@fitthali/domain/durations';
import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { PLANS, type PlanId } from '@fitthali/domain/plans';
import { PageHero } from '../../components/ui/page-hero';
import { MealPlanCard } from '../../features/home/components/meal-plan-card';
import { usePlanCatalogue } from '../../features/ordering/hooks/use-plan-catalogue';
import { PlanPrices } from '../../features/plans/components/plan-prices';
import { LocaleLink as Link } from '../../i18n/locale-link';
import { translatorFor, useT } from '../../i18n/messages';
import { translateWith } from '../../i18n/with-element';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/meal-plan';
import '../../features/content/content.css';
// The plan cards' styles live with the home page's, which shows the same cards.
import '../../features/home/home.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'meal-plan');
  return pageMeta(
    t('Meal Plans'),
    t(
      'Compare FitThali meal plans: High Protein from ₹239, Weightloss from ₹169, Diabetic Diet from ₹219, Custom from ₹209 and Office Employee from ₹159 a meal.',
    ),
  );
};

/** SPEC §2.5 ('other pages list all plans'), §3 starting prices, §9 price table. */
export default function MealPlans() {
  // The spec's prices are prerendered; the operator's current ones replace them once loaded.
  const { catalogue } = usePlanCatalogue();
  const t = useT('meal-plan');
  const priceOf = (planId: PlanId, days: DurationDays) => catalogue[planId].prices[days];
  return (
    <>
      <PageHero title={t('Our Meal Plans')} eyebrow={t('Subscribe once. Delivered Daily')}>
        <p>
          {t(
            'Five plans, each built around a goal. Choose Veg or Non-Veg, lunch, dinner or both, and the days that suit you. Every plan starts with an optional 3 day trial.',
          )}
        </p>
      </PageHero>
      <section className="section section--tight" aria-label={t('All meal plans')}>
        <ul className="container plan-list">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <MealPlanCard
                plan={plan}
                startingPrice={catalogue[plan.id].startingPrice}
                headingLevel="h2"
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="section section--tight section--tinted" aria-labelledby="price-table">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">{t('Prices per meal')}</p>
            <h2 className="section__title" id="price-table">
              {t('Longer plans cost less per meal')}
            </h2>
            <p className="lead">
              {t(
                'Prices in rupees per meal, Veg / Non-Veg. Lunch + Dinner counts two meals a day.',
              )}
            </p>
          </div>
          <PlanPrices priceOf={priceOf} />
          <p className="price-table__note">
            {translateWith(
              t,
              'Not sure which plan fits? See a week of food on our {menus}, or book the free 30-minute nutritionist consultation after you subscribe.',
              'menus',
              <Link to="/my-meal-plans">{t('weekly menus')}</Link>,
            )}
          </p>
        </div>
      </section>
    </>
  );
}
