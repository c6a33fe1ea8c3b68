import { useEffect } from 'react';
import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { PlansCarousel } from '../../features/home/components/plans-carousel';
import { Testimonials } from '../../features/home/components/testimonials';
import { WhyFitThali } from '../../features/home/components/why-fitthali';
import { rememberedLanguage } from '../../i18n/language-choice';
import { useLocale } from '../../i18n/use-locale';
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
  const locale = useLocale();
  // Someone who chose Odia before is taken to the Odia home. After the first paint, in the
  // browser only: a crawler's request, which remembers nothing, always gets the English page.
  useEffect(() => {
    if (locale === 'en' && rememberedLanguage() === 'or') {
      window.location.replace(`/or/${window.location.search}`);
    }
  }, [locale]);
  return (
    <>
      <HeroCarousel />
      <PlansCarousel />
      <WhyFitThali />
      <Testimonials />
    </>
  );
}
