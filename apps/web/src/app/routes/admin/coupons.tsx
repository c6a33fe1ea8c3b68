import { AdminPage } from '../../../components/ui/admin-page';
import { listCoupons } from '../../../features/admin/api/list-coupons';
import { CouponForm } from '../../../features/admin/components/coupon-form';
import { CouponsTable } from '../../../features/admin/components/coupons-table';
import { LoadError } from '../../../features/admin/components/load-error';
import { useAdminResource } from '../../../features/admin/hooks/use-admin-resource';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = () =>
  pageMeta('Coupons · Admin', 'Discount codes customers can apply at checkout.');

export default function AdminCoupons() {
  const list = useAdminResource(listCoupons, [], 'admin coupons');
  return (
    <AdminPage
      title="Coupons"
      intro="Flat rupee discounts customers can apply at checkout. Codes are matched without regard to case."
    >
      <CouponForm onCreated={list.reload} />
      <section className="admin-section" aria-label="All coupons">
        {list.error && !list.data ? <LoadError what="coupons" onRetry={list.reload} /> : null}
        {!list.data && !list.error ? (
          <div className="admin-card admin-card--empty" role="status">
            <p>Loading coupons…</p>
          </div>
        ) : null}
        {list.data ? (
          <CouponsTable
            coupons={list.data.coupons}
            onChanged={(coupon) =>
              list.setData((current) =>
                current
                  ? {
                      ...current,
                      coupons: current.coupons.map((c) => (c.code === coupon.code ? coupon : c)),
                    }
                  : current,
              )
            }
          />
        ) : null}
      </section>
    </AdminPage>
  );
}
