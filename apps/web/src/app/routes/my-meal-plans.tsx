import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { HIGH_PROTEIN_MENU } from '../../content/weekly-menus';
import { MenuPage } from '../../features/menus/components/menu-page';
import { translatorFor } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/my-meal-plans';
import '../../features/menus/menus.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'menus');
  return pageMeta(
    t('My Meal Plans'),
    t(
      'A week of FitThali lunches and dinners, Veg and Non-Veg, with the protein of every meal. Switch between the High Protein, Weight Loss, Diabetic, Muscle Gain and Office menus.',
    ),
  );
};

export default function MyMealPlans() {
  return <MenuPage menu={HIGH_PROTEIN_MENU} heading="My Meal Plans" eyebrow="This week's food" />;
}
