import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { OFFICE_MENU } from '../../content/weekly-menus';
import { MenuPage } from '../../features/menus/components/menu-page';
import { translatorFor } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/office-menu-plan';
import '../../features/menus/menus.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'menus');
  return pageMeta(
    t('Office Weekly Meal Plan'),
    t(
      'The Office weekly menu: light, balanced Veg and Non-Veg tiffins with calories for every meal, Monday to Sunday.',
    ),
  );
};

export default function OfficeMenuPlan() {
  return <MenuPage menu={OFFICE_MENU} heading={OFFICE_MENU.title} />;
}
