import { PLANS } from '@fitthali/domain/plans';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useCarousel, useHydrated, usePerView } from '../hooks/use-carousel';
import { CarouselControls } from './carousel-controls';
import { MealPlanCard } from './meal-plan-card';

// SPEC §4: three plans at a time. Narrow screens cannot fit three cards, so tablets show two and
// phones one (decision 10), at the breakpoints of tokens.css; the same numbers are in home.css.
const BREAKPOINTS = [
  { maxWidth: 1024, perView: 2 },
  { maxWidth: 600, perView: 1 },
] as const;

export function PlansCarousel() {
  const perView = usePerView(BREAKPOINTS, 3);
  const carousel = useCarousel({ count: PLANS.length, perView });
  const hydrated = useHydrated();
  const { index } = carousel;

  return (
    <section className="section" aria-labelledby="home-plans">
      <div className="container">
        <div className="section__header section__header--split">
          <div>
            <p className="eyebrow">Meal plans</p>
            <h2 className="section__title" id="home-plans">
              Pick a plan for your goal
            </h2>
          </div>
          <Link to="/meal-plan" className="text-link">
            Compare all plans
          </Link>
        </div>
        <section
          className="carousel carousel--plans"
          aria-roledescription="carousel"
          aria-label="Meal plans"
          data-enhanced={hydrated || undefined}
          {...carousel.pauseHandlers}
        >
          <div className="carousel__viewport">
            <ul className="carousel__track" style={{ '--index': index } as CSSProperties}>
              {PLANS.map((plan, i) => (
                <li
                  key={plan.id}
                  className="carousel__item"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${PLANS.length}`}
                  inert={hydrated && (i < index || i >= index + perView)}
                >
                  <MealPlanCard plan={plan} />
                </li>
              ))}
            </ul>
          </div>
          <CarouselControls noun="plans" carousel={carousel} ready={hydrated} />
        </section>
      </div>
    </section>
  );
}
