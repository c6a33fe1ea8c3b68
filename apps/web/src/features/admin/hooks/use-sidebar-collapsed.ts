import { useCallback, useState } from 'react';
import { ADMIN_SIDEBAR_KEY } from '../../../lib/storage-keys';

// Between the phone top bar (below 860 px) and a desktop, the full sidebar takes a fifth of a
// tablet's width from the operator's tables, so it starts as icons there.
const TABLET = '(min-width: 860px) and (max-width: 1279.98px)';

function initial(): boolean {
  const chosen = localStorage.getItem(ADMIN_SIDEBAR_KEY);
  if (chosen === 'collapsed') return true;
  if (chosen === 'expanded') return false;
  return window.matchMedia(TABLET).matches;
}

/**
 * Whether the admin sidebar shows icons only. Starts from the operator's last choice on this
 * device, or from the screen's width; toggling remembers the choice.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(initial);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      localStorage.setItem(ADMIN_SIDEBAR_KEY, next ? 'collapsed' : 'expanded');
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
