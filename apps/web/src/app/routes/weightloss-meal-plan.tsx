import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { WEIGHTLOSS_MENU } from '../../content/weekly-menus';
import { MenuPage } from '../../features/menus/components/menu-page';
import { translatorFor } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/weightloss-meal-plan';
import '../../features/menus/menus.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'menus');
  return pageMeta(
    t('Weight Loss Meal Plan'),
    t(
      'The weekly Weight Loss menu: light, high-fibre Veg and Non-Veg lunches and dinners, Monday to Sunday.',
    ),
  );
};

export default function WeightLossMealPlan() {
  return <MenuPage menu={WEIGHTLOSS_MENU} heading={WEIGHTLOSS_MENU.title} />;
}
