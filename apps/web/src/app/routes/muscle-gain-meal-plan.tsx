import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { MUSCLE_GAIN_MENU } from '../../content/weekly-menus';
import { MenuPage } from '../../features/menus/components/menu-page';
import { translatorFor } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/muscle-gain-meal-plan';
import '../../features/menus/menus.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'menus');
  return pageMeta(
    t('Muscle Gain Meal Plan'),
    t(
      'The weekly Muscle Gain menu: generous Veg and Non-Veg lunches and dinners with extra protein, Monday to Sunday.',
    ),
  );
};

export default function MuscleGainMealPlan() {
  return <MenuPage menu={MUSCLE_GAIN_MENU} heading={MUSCLE_GAIN_MENU.title} />;
}
