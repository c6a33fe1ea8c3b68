import { useCallback, useEffect, useState } from 'react';

/** SPEC §9: every carousel moves on by itself every 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;

type CarouselOptions = {
  count: number;
  /** Items visible at once; the carousel stops when the last one is in view, then starts over. */
  perView?: number;
  interval?: number;
};

/**
 * Position, auto-advance and pausing for the home page carousels. The timer is a timeout keyed
 * on the position, so any move (automatic or by the visitor) starts a full interval again, and
 * nothing runs while the carousel is hovered, focused or paused by its button.
 */
export function useCarousel({
  count,
  perView = 1,
  interval = CAROUSEL_INTERVAL_MS,
}: CarouselOptions) {
  const positions = Math.max(1, count - perView + 1);
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // A narrower screen shows fewer items and so has more positions, and the reverse.
  const index = Math.min(rawIndex, positions - 1);
  const paused = hovered || focused || stopped;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new index restarts the full interval.
  useEffect(() => {
    if (paused || positions < 2) return;
    const timer = window.setTimeout(
      () => setIndex((i) => (Math.min(i, positions - 1) + 1) % positions),
      interval,
    );
    return () => window.clearTimeout(timer);
  }, [index, paused, positions, interval]);

  const goTo = useCallback(
    (target: number) => setIndex(((target % positions) + positions) % positions),
    [positions],
  );

  return {
    index,
    positions,
    paused,
    stopped,
    goTo,
    next: () => goTo(index + 1),
    prev: () => goTo(index - 1),
    toggleStopped: () => setStopped((value) => !value),
    /** Spread on the carousel's root element. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      // Keyboard focus pauses (WCAG 2.2.2); a tap or click on a button only restarts the timer.
      onFocus: (event: React.FocusEvent<HTMLElement>) => {
        if (event.target.matches(':focus-visible')) setFocused(true);
      },
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/**
 * How many items fit, from the same breakpoints as the CSS. The prerendered page and the first
 * render use the desktop count so hydration matches; the real count arrives in an effect.
 */
export function usePerView(
  breakpoints: readonly { maxWidth: number; perView: number }[],
  wide: number,
) {
  const [perView, setPerView] = useState(wide);
  useEffect(() => {
    const queries = breakpoints.map((bp) => ({
      mql: window.matchMedia(`(max-width: ${bp.maxWidth - 0.02}px)`),
      perView: bp.perView,
    }));
    // Narrowest first, so the smallest matching breakpoint wins.
    const sorted = [...queries].sort((a, b) => a.perView - b.perView);
    const update = () => setPerView(sorted.find((q) => q.mql.matches)?.perView ?? wide);
    update();
    for (const q of queries) q.mql.addEventListener('change', update);
    return () => {
      for (const q of queries) q.mql.removeEventListener('change', update);
    };
  }, [breakpoints, wide]);
  return perView;
}

/** True once the component has hydrated: the carousels enhance a page that already reads without JS. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
