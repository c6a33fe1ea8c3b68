import { PlanOrderPage } from '../../features/ordering/components/plan-order-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/diabetic-plan';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Diabetic Diet Meal Plan',
    'Low-glycaemic meals with no added sugar for steady blood sugar, from ₹219 a meal, delivered across Odisha.',
  );

export default function DiabeticPlan() {
  return <PlanOrderPage planId="diabetic" />;
}
