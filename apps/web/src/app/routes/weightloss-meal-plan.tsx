import { WEIGHTLOSS_MENU } from '../../content/weekly-menus';
import { MenuPage } from '../../features/menus/components/menu-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/weightloss-meal-plan';
import '../../features/menus/menus.css';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Weight Loss Meal Plan',
    'The weekly Weight Loss menu: light, high-fibre Veg and Non-Veg lunches and dinners, Monday to Sunday.',
  );

export default function WeightLossMealPlan() {
  return <MenuPage menu={WEIGHTLOSS_MENU} heading={WEIGHTLOSS_MENU.title} />;
}
