import { PlanOrderPage } from '../../features/ordering/components/plan-order-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/high-protein-plan';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'High Protein Meal Plan',
    'Protein-rich daily meals for strength and recovery, from ₹239 a meal, delivered across Odisha.',
  );

export default function HighProteinPlan() {
  return <PlanOrderPage planId="high-protein" />;
}
