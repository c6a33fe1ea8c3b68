import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { PlanOrderPage } from '../../features/ordering/components/plan-order-page';
import { translatorFor } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/diabetic-plan';

// The page's language is its address's (an `/or/` twin says it in Odia).
export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'plans');
  return pageMeta(
    t('Diabetic Diet Meal Plan'),
    t(
      'Low-glycaemic meals with no added sugar for steady blood sugar, from ₹219 a meal, delivered across Odisha.',
    ),
  );
};

export default function DiabeticPlan() {
  return <PlanOrderPage planId="diabetic" />;
}
