// What the server renders into a page's week-menu holder (decision 176): the same components, with
// the same props, that the browser renders there on its first render, so hydration matches. The
// server imports this module (@fitthali/web/week-menu-markup), so it and what it imports must not
// touch the browser's globals.
import type { WeekMenu } from '@fitthali/domain/week-menu';
import type { ReactElement } from 'react';
import { WEEKLY_MENUS } from '../../content/weekly-menus';
import { WeekMenuCards } from './components/week-menu-cards';
import { WeekMenuList } from './components/week-menu-list';

/** Which markup goes in a holder: the menu page's cards or a plan page's list. */
export type WeekMenuView = 'cards' | 'list';

/** Both pages open on Veg: the menu page's toggle and the plan page's order form default to it. */
const FIRST_SHOWN = 'Veg';

export function weekMenuMarkup(view: WeekMenuView, week: WeekMenu): ReactElement {
  if (view === 'list') return <WeekMenuList week={week} mealOption={FIRST_SHOWN} />;
  const title = WEEKLY_MENUS.find((menu) => menu.planId === week.planId)?.title ?? '';
  return <WeekMenuCards week={week} mealOption={FIRST_SHOWN} title={title} />;
}
