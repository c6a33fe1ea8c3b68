import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { useEffect } from 'react';
import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { PlansCarousel } from '../../features/home/components/plans-carousel';
import { Testimonials } from '../../features/home/components/testimonials';
import { WhyFitThali } from '../../features/home/components/why-fitthali';
import { rememberedLanguage } from '../../i18n/language-choice';
import { translatorFor } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import type { Route } from './+types/home';
import '../../features/home/home.css';

// The page's language is its address's (the Odia home is `/or/`).
export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'home');
  return [
    { title: `FitThali | ${t('Healthy Food For Happy Life')}` },
    {
      name: 'description',
      content: t(
        'Subscribe once. Delivered Daily. Healthy meal plans for weight loss, high protein, diabetic diet and office lunches across Odisha, from ₹159 a meal.',
      ),
    },
  ];
};

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
