import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { ArrowRightIcon, VideoIcon } from '../../../components/ui/icons';
import { CONSULTATION_URL } from '../../../content/contact-details';
import { LocaleLink as Link } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { useCarousel, useHydrated } from '../hooks/use-carousel';
import { CarouselControls } from './carousel-controls';

/** SPEC §9: a swipe counts when the finger travels more than 50 px sideways. */
export const SWIPE_THRESHOLD_PX = 50;
const SLIDES = 2;

/**
 * SPEC §2.5, §4: two slides (the subscribe offer, the free consultation), every 5 s, paused while
 * hovered or focused, arrow keys, swipe and dots. The slides share one grid cell, so the hero is
 * as tall as the taller slide and nothing below it moves when they change.
 */
export function HeroCarousel() {
  const t = useT('home');
  const carousel = useCarousel({ count: SLIDES });
  const hydrated = useHydrated();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const { index, next, prev } = carousel;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') prev();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) next();
    else prev();
  };

  const slideProps = (i: number) => ({
    className: `hero-slide hero-slide--${i + 1}${i === index ? ' is-active' : ''}`,
    role: 'group',
    'aria-roledescription': t('slide'),
    'aria-label': t('{n} of {total}', { n: i + 1, total: SLIDES }),
    // The hidden slide stays in the HTML (it reads without JavaScript) but out of tab order.
    inert: i !== index,
  });

  return (
    <section
      className="hero"
      aria-roledescription={t('carousel')}
      aria-label={t('FitThali offers')}
      // Arrow keys work once focus is anywhere inside, including the carousel itself.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes focus so its arrow keys work.
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipeStart.current = null;
      }}
      {...carousel.pauseHandlers}
    >
      <div className="hero__slides" aria-live={carousel.stopped ? 'polite' : 'off'}>
        <div {...slideProps(0)}>
          <div className="container hero-slide__inner">
            <div className="hero-slide__text">
              <p className="eyebrow">{t('Healthy Food For Happy Life')}</p>
              <h1 className="hero-slide__title">{t('Subscribe once. Delivered Daily')}</h1>
              <p className="lead">
                {t(
                  'Fresh lunches and dinners planned by nutritionists, cooked by chefs and delivered to your door across Odisha. Plans start at ₹159 a meal.',
                )}
              </p>
              <div className="button-row">
                <Link to="/meal-plan" className="btn btn--primary btn--lg">
                  {t('Subscribe Now')}
                  <ArrowRightIcon size={20} />
                </Link>
                <Link to="/my-meal-plans" className="btn btn--ghost btn--lg">
                  {t('See this week’s menu')}
                </Link>
              </div>
            </div>
            <div className="hero-slide__art">
              {/* A file rather than inline SVG: it keeps the drawing out of the JavaScript. */}
              <img
                className="hero-slide__thali"
                src="/images/illustrations/thali.svg"
                alt={t('A balanced thali with rice, roti, dal, sabzi, raita and salad')}
                width={420}
                height={420}
                fetchPriority="high"
                decoding="async"
              />
              <p className="hero-slide__badge" aria-hidden="true">
                <strong>₹159</strong>
                <span>{t('per meal onwards')}</span>
              </p>
            </div>
          </div>
        </div>

        <div {...slideProps(1)}>
          <div className="container hero-slide__inner">
            <div className="hero-slide__text">
              <p className="eyebrow">{t('Free with every plan')}</p>
              <h2 className="hero-slide__title">
                {t('Talk to a nutritionist, free for 30 minutes')}
              </h2>
              <p className="lead">
                {t(
                  'Book a free 30-minute online video call with our nutritionist. Together you pick the right plan and fine-tune it to your goals and routine.',
                )}
              </p>
              <div className="button-row">
                <a
                  href={CONSULTATION_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn--primary btn--lg"
                >
                  <VideoIcon size={20} />
                  {t('Book Free Consultation')}
                  <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                </a>
                <Link to="/meal-plan" className="btn btn--ghost btn--lg">
                  {t('Subscribe Now')}
                </Link>
              </div>
            </div>
            <div className="hero-slide__art">
              <img
                className="hero-slide__illustration"
                src="/images/illustrations/consultation.svg"
                alt={t('A nutritionist on a video call')}
                width={440}
                height={420}
                loading="lazy"
                decoding="async"
              />
            </div>
          </div>
        </div>
      </div>

      <div className="container hero__controls">
        <CarouselControls noun="slide" carousel={carousel} ready={hydrated} />
      </div>
    </section>
  );
}
