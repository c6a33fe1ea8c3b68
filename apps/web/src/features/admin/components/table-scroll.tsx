import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. The region is focusable so keyboard users can
 * scroll it too, and is named after the table it holds.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="admin-table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
