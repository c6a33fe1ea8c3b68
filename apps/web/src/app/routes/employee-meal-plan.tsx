import { PlanOrderPage } from '../../features/ordering/components/plan-order-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/employee-meal-plan';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Office Employee Meal Plan',
    'Light, balanced office lunches and dinners from ₹159 a meal, delivered daily across Odisha.',
  );

export default function EmployeeMealPlan() {
  return <PlanOrderPage planId="office-employee" />;
}
