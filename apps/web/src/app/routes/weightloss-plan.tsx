import { PlanOrderPage } from '../../features/ordering/components/plan-order-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/weightloss-plan';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Weightloss Meal Plan',
    'Calorie-aware, filling meals for steady weight loss, from ₹169 a meal, delivered daily across Odisha.',
  );

export default function WeightlossPlan() {
  return <PlanOrderPage planId="weightloss" />;
}
