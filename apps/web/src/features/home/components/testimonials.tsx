import { useEffect, useState } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { TESTIMONIALS, type Testimonial } from '../../../content/testimonials';
import { useT } from '../../../i18n/messages';
import { useOdiaTwin } from '../../../i18n/odia-twin';
import { QuoteIcon, StarFilledIcon } from './carousel-icons';
import { ItemCarousel } from './item-carousel';

// SPEC §4, §9: three reviews in view, one below 768 px (the same breakpoint is in home.css).
const BREAKPOINTS = [{ maxWidth: 768, perView: 1 }] as const;
/** SPEC §4: clicking a card or an avatar plays a short animation, 0.4 s and 0.7 s. */
export const CARD_ANIMATION_MS = 400;
export const AVATAR_ANIMATION_MS = 700;

type Bump = { index: number; part: 'card' | 'avatar' } | null;

export function Testimonials() {
  const t = useT('home');
  const reviews = useOdiaTwin<readonly Testimonial[]>('home') ?? TESTIMONIALS;
  const [bump, setBump] = useState<Bump>(null);

  useEffect(() => {
    if (!bump) return;
    const ms = bump.part === 'card' ? CARD_ANIMATION_MS : AVATAR_ANIMATION_MS;
    const timer = window.setTimeout(() => setBump(null), ms);
    return () => window.clearTimeout(timer);
  }, [bump]);

  return (
    <section className="section testimonials" aria-labelledby="home-testimonials">
      <div className="container">
        <div className="section__header section__header--center">
          <SectionHeading eyebrow={t('Happy customers')} id="home-testimonials">
            {t('Loved across Odisha')}
          </SectionHeading>
        </div>
        <ItemCarousel
          kind="reviews"
          label={t('Customer reviews')}
          noun="reviews"
          trackClassName="carousel__track--reviews"
          items={reviews}
          itemKey={(review) => review.avatar}
          breakpoints={BREAKPOINTS}
        >
          {(review, i) => {
            const cardBump = bump?.index === i && bump.part === 'card';
            const avatarBump = bump?.index === i && bump.part === 'avatar';
            return (
              <>
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only plays a decorative animation. */}
                <figure
                  className={`review${cardBump ? ' is-bumped' : ''}`}
                  onClick={() => setBump({ index: i, part: 'card' })}
                >
                  <span className="review__quote">
                    <QuoteIcon />
                  </span>
                  <p
                    className="review__stars"
                    role="img"
                    aria-label={t('Rated {rating} out of 5', review)}
                  >
                    {Array.from({ length: review.rating }, (_, star) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: identical stars.
                      <StarFilledIcon key={star} />
                    ))}
                  </p>
                  <blockquote className="review__text">
                    <p>{review.text}</p>
                  </blockquote>
                  <figcaption className="review__author">
                    {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: decorative animation only. */}
                    <img
                      className={`review__avatar${avatarBump ? ' is-spinning' : ''}`}
                      src={review.avatar}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                      onClick={(event) => {
                        event.stopPropagation();
                        setBump({ index: i, part: 'avatar' });
                      }}
                    />
                    <span>
                      <strong className="review__name">{review.name}</strong>
                      <span className="review__detail">{review.detail}</span>
                    </span>
                  </figcaption>
                </figure>
              </>
            );
          }}
        </ItemCarousel>
      </div>
    </section>
  );
}
