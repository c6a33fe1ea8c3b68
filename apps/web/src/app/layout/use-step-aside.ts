import { type RefObject, useEffect, useState } from 'react';

/** What a floating button must never cover: the controls a customer acts with. */
const ACTIONS = 'a.btn, button, input, select, textarea, [role="button"]';

/** A 3 × 3 grid over the box, so a control under any part of the button is found. */
function samplePoints(box: DOMRect): [number, number][] {
  const xs = [box.left + 2, (box.left + box.right) / 2, box.right - 2];
  const ys = [box.top + 2, (box.top + box.bottom) / 2, box.bottom - 2];
  return xs.flatMap((x) => ys.map((y): [number, number] => [x, y]));
}

function coversAnAction(button: HTMLElement): boolean {
  return samplePoints(button.getBoundingClientRect()).some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((el) => !button.contains(el) && el.closest(ACTIONS) !== null),
  );
}

/**
 * True while the fixed element would sit over a button, link button or form control, so it can
 * step aside (fade out) until the page scrolls on; checked on scroll, resize, layout changes and
 * each new page (`page`). Hiding must not move or resize the element, or the check would flicker.
 * A focused element stays, so keyboard focus is never lost.
 */
export function useStepAside(ref: RefObject<HTMLElement | null>, page: string): boolean {
  const [covering, setCovering] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is a new layout to check.
  useEffect(() => {
    const element = ref.current;
    // jsdom (unit tests) has no layout to check.
    if (!element || typeof document.elementsFromPoint !== 'function') return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setCovering(document.activeElement !== element && coversAnAction(element));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    const options = { passive: true, capture: true } as const;
    window.addEventListener('scroll', schedule, options);
    window.addEventListener('resize', schedule);
    const layout = new ResizeObserver(schedule);
    layout.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, options);
      window.removeEventListener('resize', schedule);
      layout.disconnect();
    };
  }, [ref, page]);
  return covering;
}
