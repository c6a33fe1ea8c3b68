import { useState } from 'react';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { type AdminPlan, listPlans } from '../api/list-plans';
import { AdminRouteError } from '../components/admin-route-error';
import { PlanPriceEditor } from '../components/plan-price-editor';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';

const INTRO =
  'Price per meal for each plan, duration and meal option. New orders and the storefront use a new price at once; orders already placed keep theirs. An egg-friendly plan’s Veg menu may serve egg dishes.';

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return adminLoad('admin plans', () => listPlans(request.signal));
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Plans" intro={INTRO}>
      <AdminRouteError what="plans" />
    </AdminPage>
  );
}

export default function AdminPlans({ loaderData }: ScreenProps<typeof clientLoader>) {
  // A saved plan shows the server's answer at once, without loading every plan again.
  const [saved, setSaved] = useState<Record<string, AdminPlan>>({});
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
