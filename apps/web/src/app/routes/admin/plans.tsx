import type { CataloguePlan } from '@fitthali/domain/catalogue';
import { useState } from 'react';
import { AdminPage } from '../../../components/ui/admin-page';
import { listPlans } from '../../../features/admin/api/list-plans';
import { AdminRouteError } from '../../../features/admin/components/admin-route-error';
import { PlanPriceEditor } from '../../../features/admin/components/plan-price-editor';
import { adminLoad } from '../../../features/admin/lib/admin-load';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/plans';

export const meta: Route.MetaFunction = () =>
  pageMeta('Plans · Admin', 'The meal plans on sale and their prices.');

const INTRO =
  'Price per meal for each plan, duration and meal option. New orders and the storefront use a new price at once; orders already placed keep theirs.';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminLoad('admin plans', () => listPlans(request.signal));
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Plans" intro={INTRO}>
      <AdminRouteError what="plans" />
    </AdminPage>
  );
}

export default function AdminPlans({ loaderData }: Route.ComponentProps) {
  // A saved plan shows the server's answer at once, without loading every plan again.
  const [saved, setSaved] = useState<Record<string, CataloguePlan>>({});
  return (
    <AdminPage title="Plans" intro={INTRO}>
      <div className="plan-editors">
        {loaderData.plans.map((loaded) => {
          const plan = saved[loaded.id] ?? loaded;
          return (
            <PlanPriceEditor
              key={plan.id}
              plan={plan}
              onSaved={(updated) => setSaved((current) => ({ ...current, [updated.id]: updated }))}
            />
          );
        })}
      </div>
    </AdminPage>
  );
}
