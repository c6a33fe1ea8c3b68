import { useEffect } from 'react';

/**
 * SPEC §2.2: the static pages (about, contact, terms, privacy, refund, faqs) also scroll to the top
 * when they open, on top of the shell's scroll on every route change; this covers a page opened
 * from a link to its own path and the browser restoring an old position.
 */
export function useScrollToTopOnOpen() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
