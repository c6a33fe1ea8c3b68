import { PlanOrderPage } from '../../features/ordering/components/plan-order-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/custom-meal-plan';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Custom Meal Plan',
    'A muscle-gain meal plan shaped around your routine, from ₹209 a meal, delivered daily across Odisha.',
  );

export default function CustomMealPlan() {
  return <PlanOrderPage planId="custom" />;
}
