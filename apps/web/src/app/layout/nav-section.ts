import { PLANS } from '@fitthali/domain/plans';
import { MENU_LINKS } from '../../content/menu-links';

/**
 * Pages that belong under "Meal Plans": the list, each plan's order page, the weekly menus (the
 * SEO plan pages) and the checkout that a plan page leads to.
 */
const MEAL_PLAN_PAGES = new Set([
  '/meal-plan',
  ...PLANS.map((plan) => plan.path),
  ...MENU_LINKS.map((menu) => menu.path),
  '/subscribe-confirm',
  '/payment',
]);

/** Whether the page at `pathname` is in the header entry `to`'s section (shown as current). */
export function isInNavSection(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/') return path === '/';
  if (to === '/meal-plan') return MEAL_PLAN_PAGES.has(path);
  return path === to || path.startsWith(`${to}/`);
}
