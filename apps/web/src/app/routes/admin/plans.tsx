import { AdminPage } from '../../../components/ui/admin-page';
import { listPlans } from '../../../features/admin/api/list-plans';
import { LoadError } from '../../../features/admin/components/load-error';
import { PlanPriceEditor } from '../../../features/admin/components/plan-price-editor';
import { useAdminResource } from '../../../features/admin/hooks/use-admin-resource';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/plans';

export const meta: Route.MetaFunction = () =>
  pageMeta('Plans · Admin', 'The meal plans on sale and their prices.');

export default function AdminPlans() {
  const plans = useAdminResource(listPlans, [], 'admin plans');
  return (
    <AdminPage
      title="Plans"
      intro="Price per meal for each plan, duration and meal option. New orders and the storefront use a new price at once; orders already placed keep theirs."
    >
      {plans.error && !plans.data ? <LoadError what="plans" onRetry={plans.reload} /> : null}
      {!plans.data && !plans.error ? (
        <div className="admin-card admin-card--empty" role="status">
          <p>Loading plans…</p>
        </div>
      ) : null}
      <div className="plan-editors">
        {plans.data?.plans.map((plan) => (
          <PlanPriceEditor
            key={plan.id}
            plan={plan}
            onSaved={(updated) =>
              plans.setData((current) =>
                current
                  ? {
                      ...current,
                      plans: current.plans.map((p) => (p.id === updated.id ? updated : p)),
                    }
                  : current,
              )
            }
          />
        ))}
      </div>
    </AdminPage>
  );
}
