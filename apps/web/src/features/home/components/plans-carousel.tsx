import { PLANS } from '@fitthali/domain/plans';
import { SectionHeading } from '../../../components/ui/section-heading';
import { LocaleLink as Link } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { ItemCarousel } from './item-carousel';
import { MealPlanCard } from './meal-plan-card';

// SPEC §4: three plans at a time. Narrow screens cannot fit three cards, so tablets show two and
// phones one (decision 10), at the breakpoints of tokens.css; the same numbers are in home.css.
const BREAKPOINTS = [
  { maxWidth: 1024, perView: 2 },
  { maxWidth: 600, perView: 1 },
] as const;

export function PlansCarousel() {
  const t = useT('home');
  return (
    <section className="section" aria-labelledby="home-plans">
      <div className="container">
        <div className="section__header section__header--split">
          <div>
            <SectionHeading eyebrow={t('Meal plans')} id="home-plans">
              {t('Pick a plan for your goal')}
            </SectionHeading>
          </div>
          <Link to="/meal-plan" className="text-link">
            {t('Compare all plans')}
          </Link>
        </div>
        <ItemCarousel
          kind="plans"
          label={t('Meal plans')}
          noun="plans"
          items={PLANS}
          itemKey={(plan) => plan.id}
          breakpoints={BREAKPOINTS}
        >
          {(plan) => <MealPlanCard plan={plan} />}
        </ItemCarousel>
      </div>
    </section>
  );
}
