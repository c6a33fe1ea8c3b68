import type { ReactNode } from 'react';
import { useT } from '../../../i18n/messages';
import type { useCarousel } from '../hooks/use-carousel';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './carousel-icons';

type CarouselControlsProps = {
  /**
   * What one position shows: 'slide', 'plans', 'reviews'. Each button's name is a whole sentence
   * of home.po per noun ('Previous plans', 'Show reviews {n} of {total}'), so Odia says it whole;
   * English reads as the noun made it.
   */
  noun: 'slide' | 'plans' | 'reviews';
  /** The carousel these buttons move, as useCarousel gives it. */
  carousel: Pick<
    ReturnType<typeof useCarousel>,
    'positions' | 'index' | 'goTo' | 'prev' | 'next' | 'stopped' | 'toggleStopped'
  >;
  /** Hidden (but still taking its space) until the page has hydrated and the buttons work. */
  ready: boolean;
  tone?: 'default' | 'light';
};

/** Previous / dots / next, and the pause button WCAG 2.2.2 asks of anything that moves by itself. */
export function CarouselControls({
  noun,
  carousel,
  ready,
  tone = 'default',
}: CarouselControlsProps) {
  const t = useT('home');
  const { positions, index, goTo, stopped } = carousel;
  if (positions < 2) return null;
  return (
    <div className={`carousel-controls carousel-controls--${tone}`} data-ready={ready || undefined}>
      <ArrowButton onClick={carousel.prev} label={t(`Previous ${noun}`)}>
        <ChevronLeftIcon />
      </ArrowButton>
      <ul className="carousel-controls__dots">
        {Array.from({ length: positions }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are numbers, not items.
          <li key={i}>
            <button
              type="button"
              className="carousel-controls__dot"
              aria-label={t(`Show ${noun} {n} of {total}`, { n: i + 1, total: positions })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          </li>
        ))}
      </ul>
      <ArrowButton onClick={carousel.next} label={t(`Next ${noun}`)}>
        <ChevronRightIcon />
      </ArrowButton>
      <ArrowButton
        className="carousel-controls__pause"
        onClick={carousel.toggleStopped}
        label={t(stopped ? 'Play slideshow' : 'Pause slideshow')}
      >
        {stopped ? <PlayIcon /> : <PauseIcon />}
      </ArrowButton>
    </div>
  );
}

function ArrowButton({
  className,
  onClick,
  label,
  children,
}: {
  className?: string;
  onClick: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className ? `carousel-controls__arrow ${className}` : 'carousel-controls__arrow'}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}
