import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every page opens at its top, including on back and forward (SPEC §2.2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
