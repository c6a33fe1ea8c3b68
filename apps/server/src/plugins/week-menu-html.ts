import type { Locale } from '@fitthali/domain/i18n/locales';
import type { PlanId } from '@fitthali/domain/plans';
import type { WeekMenu } from '@fitthali/domain/week-menu';
import { type WeekMenuView, weekMenuMarkup } from '@fitthali/web/week-menu-markup';
import { renderToString } from 'react-dom/server';
import { withSiteConfig } from './site-contact-html.ts';

/**
 * The empty holders the web build prerenders where a plan's week goes (decision 176):
 * `<div class="week-menu-live" data-week-menu="cards" data-plan="high-protein"></div>`.
 */
const HOLDER =
  /(<div(?=[^>]*\sdata-week-menu="(cards|list)")(?=[^>]*\sdata-plan="([a-z-]+)")[^>]*>)(<\/div>)/g;

/** The plan whose week a built page shows, if it has a holder (one plan per page). */
export function weekMenuPlanOf(html: string): PlanId | undefined {
  for (const match of html.matchAll(HOLDER)) return match[3] as PlanId;
  return undefined;
}

/**
 * A built page with the plan's week rendered into its holders by the very components the browser
 * renders there, and the week itself in the page's site-config block, which the browser renders
 * from when it hydrates: the same data through the same code gives the same markup. An `/or/`
 * page's week and words are Odia (issue 27).
 */
export function withWeekMenu(html: string, week: WeekMenu, locale: Locale = 'en'): string {
  const filled = html.replace(
    HOLDER,
    (whole, open: string, view: WeekMenuView, planId: string, close: string) =>
      planId === week.planId
        ? `${open}${renderToString(weekMenuMarkup(view, week, locale))}${close}`
        : whole,
  );
  return withSiteConfig(filled, { weekMenu: week });
}
