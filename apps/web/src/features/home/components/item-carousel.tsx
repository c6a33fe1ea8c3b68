import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../../i18n/messages';
import { useCarousel, useHydrated, usePerView } from '../hooks/use-carousel';
import { CarouselControls } from './carousel-controls';

type ItemCarouselProps<T> = {
  /** The modifier of this carousel's look: 'plans' → `carousel--plans`. */
  kind: string;
  label: string;
  /** What one position shows, for the button names. */
  noun: 'plans' | 'reviews';
  trackClassName?: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** How many cards show below each width (as in the page's CSS); three above them all. */
  breakpoints: Parameters<typeof usePerView>[0];
  children: (item: T, index: number) => ReactNode;
};

/**
 * A row of cards that moves a card at a time (home page plans and reviews). Cards out of view are
 * inert once the page has hydrated, so keyboard and screen reader users meet only what is shown.
 */
export function ItemCarousel<T>({
  kind,
  label,
  noun,
  trackClassName,
  items,
  itemKey,
  breakpoints,
  children,
}: ItemCarouselProps<T>) {
  const t = useT('home');
  const perView = usePerView(breakpoints, 3);
  const carousel = useCarousel({ count: items.length, perView });
  const hydrated = useHydrated();
  const { index } = carousel;
  return (
    <section
      className={`carousel carousel--${kind}`}
      aria-roledescription={t('carousel')}
      aria-label={label}
      data-enhanced={hydrated || undefined}
      {...carousel.pauseHandlers}
    >
      <div className="carousel__viewport">
        <ul
          className={trackClassName ? `carousel__track ${trackClassName}` : 'carousel__track'}
          style={{ '--index': index } as CSSProperties}
        >
          {items.map((item, i) => (
            <li
              key={itemKey(item)}
              className="carousel__item"
              aria-roledescription={t('slide')}
              aria-label={t('{n} of {total}', { n: i + 1, total: items.length })}
              inert={hydrated && (i < index || i >= index + perView)}
            >
              {children(item, i)}
            </li>
          ))}
        </ul>
      </div>
      <CarouselControls noun={noun} carousel={carousel} ready={hydrated} />
    </section>
  );
}
