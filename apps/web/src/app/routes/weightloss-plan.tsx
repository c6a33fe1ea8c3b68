import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { PlanOrderPage } from '../../features/ordering/components/plan-order-page';
import { translatorFor } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/weightloss-plan';

// The page's language is its address's (an `/or/` twin says it in Odia).
export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'plans');
  return pageMeta(
    t('Weightloss Meal Plan'),
    t(
      'Calorie-aware, filling meals for steady weight loss, from ₹169 a meal, delivered daily across Odisha.',
    ),
  );
};

export default function WeightlossPlan() {
  return <PlanOrderPage planId="weightloss" />;
}
