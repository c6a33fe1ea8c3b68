import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { FeatureBody } from '../../components/ui/feature-body';
import { ChefHatIcon, LeafIcon, TruckIcon, VideoIcon } from '../../components/ui/icons';
import { PageHero } from '../../components/ui/page-hero';
import { useScrollToTopOnOpen } from '../../features/content/hooks/use-scroll-to-top-on-open';
import { LocaleLink } from '../../i18n/locale-link';
import { translatorFor, useT } from '../../i18n/messages';
import { useContentWords } from '../../i18n/odia-twin';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/about';
import '../../features/content/content.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'company');
  return pageMeta(
    t('About Us'),
    t(
      'FitThali makes healthy eating effortless with nutritionist-planned, chef-cooked meals delivered daily across Odisha.',
    ),
  );
};

const STEPS = [
  {
    Icon: LeafIcon,
    title: 'Planned by nutritionists',
    text: 'Every plan starts with a goal: losing weight, building muscle, steady blood sugar or simply eating better at work.',
  },
  {
    Icon: ChefHatIcon,
    title: 'Cooked fresh by chefs',
    text: 'Our chefs cook every meal the same day, with Veg and Non-Veg menus that taste like home food.',
  },
  {
    Icon: TruckIcon,
    title: 'Delivered daily',
    text: 'Lunch, dinner or both, on the days you choose, anywhere we deliver in Odisha.',
  },
  {
    Icon: VideoIcon,
    title: 'Fine-tuned with you',
    text: 'A free 30-minute online video consultation with a nutritionist to adjust the plan to you.',
  },
] as const;

export default function About() {
  useContentWords('company');
  useScrollToTopOnOpen();
  const t = useT('company');
  return (
    <>
      <PageHero title={t('About Us')} eyebrow={t('Healthy Food For Happy Life')}>
        <p>
          {t(
            'FitThali started with a simple idea: eating well should be as easy as ordering in. We plan, cook and deliver healthy Indian meals every day across Odisha.',
          )}
        </p>
      </PageHero>
      <section className="section section--tight">
        <div className="container columns about-story">
          <div className="prose">
            <h2>{t('Our story')}</h2>
            <p>
              {t(
                'Long workdays, hostel food and endless takeaway menus make healthy eating hard. We saw friends and family in Bhubaneswar give up on their goals not for lack of will, but for lack of time to cook balanced meals.',
              )}
            </p>
            <p>
              {t(
                'So we built a kitchen around nutritionists. Each plan is designed for a goal, cooked fresh every morning and evening, and delivered to your door. Subscribe once, and your healthy meal simply arrives, every day.',
              )}
            </p>
            <p>
              <LocaleLink to="/meal-plan" className="btn btn--primary">
                {t('Explore meal plans')}
              </LocaleLink>
            </p>
          </div>
          <img
            className="about-story__image"
            src="/images/illustrations/kitchen-to-door.svg"
            alt={t('Meals cooked fresh in our kitchen and delivered to your door')}
            width={560}
            height={400}
            loading="lazy"
            decoding="async"
          />
        </div>
      </section>
      <section className="section section--tight section--tinted" aria-labelledby="how-it-works">
        <div className="container">
          <h2 className="section__title section__header" id="how-it-works">
            {t('How FitThali works')}
          </h2>
          <ol className="step-grid">
            {STEPS.map(({ Icon, title, text }, index) => (
              <li key={title} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <FeatureBody Icon={Icon} title={t(title)} text={t(text)} />
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section section--tight" aria-labelledby="about-numbers">
        <div className="container">
          <h2 className="visually-hidden" id="about-numbers">
            {t('FitThali in numbers')}
          </h2>
          <dl className="stat-row">
            <div>
              <dt>{t('Meal plans')}</dt>
              <dd>5</dd>
            </div>
            <div>
              <dt>{t('Price per meal from')}</dt>
              <dd>₹159</dd>
            </div>
            <div>
              <dt>{t('Free consultation')}</dt>
              <dd>{t('30 min')}</dd>
            </div>
            <div>
              <dt>{t('Days a week we deliver')}</dt>
              <dd>7</dd>
            </div>
          </dl>
        </div>
      </section>
    </>
  );
}
