import { MUSCLE_GAIN_MENU } from '../../content/weekly-menus';
import { MenuPage } from '../../features/menus/components/menu-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/muscle-gain-meal-plan';
import '../../features/menus/menus.css';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Muscle Gain Meal Plan',
    'The weekly Muscle Gain menu: generous Veg and Non-Veg lunches and dinners with extra protein, Monday to Sunday.',
  );

export default function MuscleGainMealPlan() {
  return <MenuPage menu={MUSCLE_GAIN_MENU} heading={MUSCLE_GAIN_MENU.title} />;
}
