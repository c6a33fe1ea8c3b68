import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { listCoupons } from '../../../features/admin/api/list-coupons';
import type { Coupon } from '../../../features/admin/api/types';
import { AdminRouteError } from '../../../features/admin/components/admin-route-error';
import { CouponForm } from '../../../features/admin/components/coupon-form';
import { CouponsTable } from '../../../features/admin/components/coupons-table';
import { adminLoad } from '../../../features/admin/lib/admin-load';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = () =>
  pageMeta('Coupons · Admin', 'Discount codes customers can apply at checkout.');

const INTRO =
  'Flat rupee discounts customers can apply at checkout. Codes are matched without regard to case.';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminLoad('admin coupons', () => listCoupons(request.signal));
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Coupons" intro={INTRO}>
      <AdminRouteError what="coupons" />
    </AdminPage>
  );
}

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  // A coupon changed here shows the server's answer at once, without loading the list again.
  const [changed, setChanged] = useState<Record<string, Coupon>>({});
  const coupons = loaderData.coupons.map((coupon) => changed[coupon.code] ?? coupon);
  return (
    <AdminPage title="Coupons" intro={INTRO}>
      {/* A new coupon takes its place in the sorted list, so the list is loaded again. */}
      <CouponForm onCreated={() => void revalidate()} />
      <section className="admin-section" aria-label="All coupons">
        <CouponsTable
          coupons={coupons}
          onChanged={(coupon) => setChanged((current) => ({ ...current, [coupon.code]: coupon }))}
        />
      </section>
    </AdminPage>
  );
}
