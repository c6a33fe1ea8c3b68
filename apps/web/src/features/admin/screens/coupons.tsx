import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useRevalidator } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { listCoupons } from '../api/list-coupons';
import type { Coupon } from '../api/types';
import { AdminRouteError } from '../components/admin-route-error';
import { CouponForm } from '../components/coupon-form';
import { CouponsTable } from '../components/coupons-table';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';

const INTRO =
  'Flat rupee discounts customers can apply at checkout. Codes are matched without regard to case.';

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return adminLoad('admin coupons', () => listCoupons(request.signal));
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Coupons" intro={INTRO}>
      <AdminRouteError what="coupons" />
    </AdminPage>
  );
}

export default function AdminCoupons({ loaderData }: ScreenProps<typeof clientLoader>) {
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
