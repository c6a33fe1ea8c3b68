import type { PlanId } from '@fitthali/domain/plans';
import type { WeekMenu } from '@fitthali/domain/week-menu';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/messages';
import { useWeekMenu } from '../hooks/use-week-menu';
import type { WeekMenuView } from '../week-menu-markup';

/**
 * The holder of a plan's week (decision 176). Prerendered empty; the server fills it with the
 * published week rendered from the same components (`week-menu-markup.tsx`), so crawlers and
 * visitors without JavaScript read the menu, and the browser renders the same week into it.
 */
export function LiveWeekMenu({
  planId,
  view,
  children,
}: {
  planId: PlanId;
  view: WeekMenuView;
  children: (week: WeekMenu) => ReactNode;
}) {
  const t = useT('menus');
  const { week, failed } = useWeekMenu(planId);
  return (
    <div className="week-menu-live" data-week-menu={view} data-plan={planId}>
      {week ? (
        children(week)
      ) : failed ? (
        <p className="week-menu-live__problem">
          {t("This week's menu could not be loaded. Reload the page to try again.")}
        </p>
      ) : null}
    </div>
  );
}
