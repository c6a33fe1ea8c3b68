import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { PlansCarousel } from '../../features/home/components/plans-carousel';
import { Testimonials } from '../../features/home/components/testimonials';
import { WhyFitThali } from '../../features/home/components/why-fitthali';
import type { Route } from './+types/home';
import '../../features/home/home.css';

export const meta: Route.MetaFunction = () => [
  { title: 'FitThali | Healthy Food For Happy Life' },
  {
    name: 'description',
    content:
      'Subscribe once. Delivered Daily. Healthy meal plans for weight loss, high protein, diabetic diet and office lunches across Odisha, from ₹159 a meal.',
  },
];

/** SPEC §2.5: hero carousel, meal plans carousel, why us, testimonials. */
export default function Home() {
  return (
    <>
      <HeroCarousel />
      <PlansCarousel />
      <WhyFitThali />
      <Testimonials />
    </>
  );
}
