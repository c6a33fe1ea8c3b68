import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { DIABETIC_MENU } from '../../content/weekly-menus';
import { MenuPage } from '../../features/menus/components/menu-page';
import { translatorFor } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/balanced-diet-plan';
import '../../features/menus/menus.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'menus');
  return pageMeta(
    t('Diabetic Diet Plan'),
    t(
      'The weekly Diabetic Diet menu: low-glycaemic Veg and Non-Veg lunches and dinners with no added sugar, Monday to Sunday.',
    ),
  );
};

export default function BalancedDietPlan() {
  return <MenuPage menu={DIABETIC_MENU} heading={DIABETIC_MENU.title} />;
}
