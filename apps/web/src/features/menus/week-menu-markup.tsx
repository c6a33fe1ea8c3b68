// What the server renders into a page's week-menu holder (decision 176): the same components, with
// the same props, that the browser renders there on its first render, so hydration matches. The
// server imports this module (@fitthali/web/week-menu-markup), so it and what it imports must not
// touch the browser's globals. No browser bundle imports it, so the Odia catalogue it holds for
// `/or/` pages (issue 27) costs the English pages nothing.

import { fill } from '@fitthali/domain/i18n/fill';
import type { Locale } from '@fitthali/domain/i18n/locales';
import type { Translate } from '@fitthali/domain/i18n/translator';
import type { WeekMenu } from '@fitthali/domain/week-menu';
import type { ReactElement } from 'react';
import { WEEKLY_MENUS } from '../../content/weekly-menus';
import { messages as odiaMenus } from '../../i18n/catalogues/menus.or';
import { webOdiaTranslator } from '../../i18n/odia-translator';
import { WeekMenuCards } from './components/week-menu-cards';
import { WeekMenuList } from './components/week-menu-list';

/** Which markup goes in a holder: the menu page's cards or a plan page's list. */
export type WeekMenuView = 'cards' | 'list';

/** Both pages open on Veg: the menu page's toggle and the plan page's order form default to it. */
const FIRST_SHOWN = 'Veg';

let odia: Translate | undefined;

/** The English sentence is its own id (decision 182): filled, never looked up. */
const english: Translate = (id, values) => (values ? fill(id, values) : id);

/**
 * The menus' words in `locale`, as the page's `useT('menus')` says them in the browser. The server
 * cannot load the web's translator (it finds catalogues through Vite), so it compiles the one
 * catalogue it needs here.
 */
function menuWords(locale: Locale): Translate {
  if (locale === 'en') return english;
  odia ??= webOdiaTranslator(odiaMenus);
  return odia;
}

export function weekMenuMarkup(
  view: WeekMenuView,
  week: WeekMenu,
  locale: Locale = 'en',
): ReactElement {
  const t = menuWords(locale);
  if (view === 'list') return <WeekMenuList week={week} mealOption={FIRST_SHOWN} t={t} />;
  const title = WEEKLY_MENUS.find((menu) => menu.planId === week.planId)?.title ?? '';
  return <WeekMenuCards week={week} mealOption={FIRST_SHOWN} title={title} t={t} />;
}
