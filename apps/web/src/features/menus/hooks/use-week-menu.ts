import type { PlanId } from '@fitthali/domain/plans';
import type { WeekMenu } from '@fitthali/domain/week-menu';
import { useEffect, useState } from 'react';
import { SITE_CONFIG } from '../../../content/contact-details';
import { getWeekMenu } from '../api/get-week-menu';

/** The week the server wrote into this page's site-config block, when it is this plan's. */
function servedWeek(planId: PlanId): WeekMenu | null {
  const week = (SITE_CONFIG as { weekMenu?: WeekMenu }).weekMenu;
  return week?.planId === planId ? week : null;
}

/**
 * The plan's published menu for this week (decision 176). The prerender has none (null: the page
 * is built without a database). When the page is loaded, the server has rendered the week into it
 * and written the same week into the site-config block: hydration renders from that, so the markup
 * is the server's to the byte, and asks for nothing. A page reached by the app's own navigation
 * asks the server (showing the served week meanwhile when it is the same plan's).
 */
export function useWeekMenu(planId: PlanId): { week: WeekMenu | null; failed: boolean } {
  const [state, setState] = useState(() => {
    if (typeof document === 'undefined') return { week: null, failed: false, hydrating: true };
    return {
      week: servedWeek(planId),
      failed: false,
      // The app marks itself hydrated after its first render (root.tsx); before that, this is it.
      hydrating: document.documentElement.dataset.hydrated !== 'true',
    };
  });
  const needed = !(state.hydrating && state.week);
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    getWeekMenu(planId, controller.signal).then(
      (week) => setState({ week, failed: false, hydrating: false }),
      () => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, failed: !s.week }));
      },
    );
    return () => controller.abort();
  }, [planId, needed]);
  return state;
}
