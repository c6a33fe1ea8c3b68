import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './carousel-icons';

type CarouselControlsProps = {
  /** What one position shows, for the button names: 'slide', 'plans', 'reviews'. */
  noun: string;
  positions: number;
  index: number;
  goTo: (index: number) => void;
  prev: () => void;
  next: () => void;
  stopped?: boolean;
  toggleStopped?: () => void;
  /** Hidden (but still taking its space) until the page has hydrated and the buttons work. */
  ready: boolean;
  tone?: 'default' | 'light';
};

/** Previous / dots / next, and the pause button WCAG 2.2.2 asks of anything that moves by itself. */
export function CarouselControls({
  noun,
  positions,
  index,
  goTo,
  prev,
  next,
  stopped,
  toggleStopped,
  ready,
  tone = 'default',
}: CarouselControlsProps) {
  if (positions < 2) return null;
  return (
    <div className={`carousel-controls carousel-controls--${tone}`} data-ready={ready || undefined}>
      <button
        type="button"
        className="carousel-controls__arrow"
        onClick={prev}
        aria-label={`Previous ${noun}`}
      >
        <ChevronLeftIcon />
      </button>
      <ul className="carousel-controls__dots">
        {Array.from({ length: positions }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are numbers, not items.
          <li key={i}>
            <button
              type="button"
              className="carousel-controls__dot"
              aria-label={`Show ${noun} ${i + 1} of ${positions}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="carousel-controls__arrow"
        onClick={next}
        aria-label={`Next ${noun}`}
      >
        <ChevronRightIcon />
      </button>
      {toggleStopped ? (
        <button
          type="button"
          className="carousel-controls__arrow carousel-controls__pause"
          onClick={toggleStopped}
          aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
    </div>
  );
}
