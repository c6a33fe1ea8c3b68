import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { PlanOrderPage } from '../../features/ordering/components/plan-order-page';
import { translatorFor } from '../../i18n/messages';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/high-protein-plan';

// The page's language is its address's (an `/or/` twin says it in Odia).
export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'plans');
  return pageMeta(
    t('High Protein Meal Plan'),
    t(
      'Protein-rich daily meals for strength and recovery, from ₹239 a meal, delivered across Odisha.',
    ),
  );
};

export default function HighProteinPlan() {
  return <PlanOrderPage planId="high-protein" />;
}
