import { type ReactNode, useEffect, useRef, useState } from 'react';

type Edges = { before: boolean; after: boolean };

/** Which sides still hide columns; a pixel of rounding is not "more to see". */
function hiddenEdges(el: HTMLElement): Edges {
  const rest = el.scrollWidth - el.clientWidth - el.scrollLeft;
  return { before: el.scrollLeft > 1, after: rest > 1 };
}

/**
 * A wide table that scrolls sideways on a tablet or phone. When columns are out of view, a shade
 * on that edge and a line of text say so (an operator on a tablet did not know the table
 * scrolled). The region is focusable so keyboard users can scroll it too, and is named after the
 * table it holds.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setEdges((current) => {
        const next = hiddenEdges(el);
        return next.before === current.before && next.after === current.after ? current : next;
      });
    update();
    el.addEventListener('scroll', update, { passive: true });
    // Rows arriving or the window changing size can both start or end the overflow. A browser
    // without ResizeObserver still notices the window.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    if (!observer) window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);

  const overflowing = edges.before || edges.after;
  return (
    <div
      className="admin-table-frame"
      data-more-before={edges.before || undefined}
      data-more-after={edges.after || undefined}
    >
      {overflowing ? (
        <p className="admin-table-frame__hint">
          <span aria-hidden="true">↔</span> Scroll sideways to see every column
        </p>
      ) : null}
      <div className="admin-table-frame__view">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <section ref={ref} className="admin-table-scroll" aria-label={label} tabIndex={0}>
          {children}
        </section>
      </div>
    </div>
  );
}
