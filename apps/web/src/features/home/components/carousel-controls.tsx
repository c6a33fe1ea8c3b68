import type { ReactNode } from 'react';
import type { useCarousel } from '../hooks/use-carousel';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './carousel-icons';

/**
 * The buttons' names as whole sentences in the page's language, one set per carousel, so no name is
 * glued from a noun (Odia inflects it and puts the count first).
 */
export type CarouselWords = {
  previous: string;
  next: string;
  /** The dot's name for position `n` (1-based) of `total`. */
  show: (n: number, total: number) => string;
  play: string;
  pause: string;
};

type CarouselControlsProps = {
  words: CarouselWords;
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
  words,
  carousel,
  ready,
  tone = 'default',
}: CarouselControlsProps) {
  const { positions, index, goTo, stopped } = carousel;
  if (positions < 2) return null;
  return (
    <div className={`carousel-controls carousel-controls--${tone}`} data-ready={ready || undefined}>
      <ArrowButton onClick={carousel.prev} label={words.previous}>
        <ChevronLeftIcon />
      </ArrowButton>
      <ul className="carousel-controls__dots">
        {Array.from({ length: positions }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are numbers, not items.
          <li key={i}>
            <button
              type="button"
              className="carousel-controls__dot"
              aria-label={words.show(i + 1, positions)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          </li>
        ))}
      </ul>
      <ArrowButton onClick={carousel.next} label={words.next}>
        <ChevronRightIcon />
      </ArrowButton>
      <ArrowButton
        className="carousel-controls__pause"
        onClick={carousel.toggleStopped}
        label={stopped ? words.play : words.pause}
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
