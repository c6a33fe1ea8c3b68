import { OFFICE_MENU } from '../../content/weekly-menus';
import { MenuPage } from '../../features/menus/components/menu-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/office-menu-plan';
import '../../features/menus/menus.css';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Office Weekly Meal Plan',
    'The Office weekly menu: light, balanced Veg and Non-Veg tiffins with calories for every meal, Monday to Sunday.',
  );

export default function OfficeMenuPlan() {
  return <MenuPage menu={OFFICE_MENU} heading={OFFICE_MENU.title} />;
}
