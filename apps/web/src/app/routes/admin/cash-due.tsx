import { AdminPage } from '../../../components/ui/admin-page';
import { listCashDue } from '../../../features/admin/api/list-cash-due';
import { AdminListPage } from '../../../features/admin/components/admin-list-page';
import { AdminRouteError } from '../../../features/admin/components/admin-route-error';
import { CashDueTable } from '../../../features/admin/components/cash-due-table';
import { adminLoad } from '../../../features/admin/lib/admin-load';
import { pageOffset } from '../../../features/admin/lib/list-params';
import { formatRupees } from '../../../lib/format';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/cash-due';

export const meta: Route.MetaFunction = () =>
  pageMeta('Cash due · Admin', 'Cash on Delivery orders not collected by their third delivery.');

const PAGE_SIZE = 50;

const INTRO =
  'Cash on Delivery orders whose cash was not collected by their third delivery, oldest first.';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const offset = pageOffset(new URL(request.url).searchParams);
  const list = await adminLoad('cash due', () =>
    listCashDue({ limit: PAGE_SIZE, offset }, request.signal),
  );
  return { offset, list };
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Cash due" intro={INTRO}>
      <AdminRouteError what="the cash due list" />
    </AdminPage>
  );
}

export default function AdminCashDue({ loaderData }: Route.ComponentProps) {
  const { offset, list } = loaderData;
  const onPage = list.orders.reduce((sum, row) => sum + row.amount, 0);
  return (
    <AdminListPage
      title="Cash due"
      intro={INTRO}
      lead={
        list.total > 0 ? (
          <p className="admin-muted">
            {list.total} {list.total === 1 ? 'order owes' : 'orders owe'} cash;{' '}
            {formatRupees(onPage)} on this page.
          </p>
        ) : null
      }
      refresh
      paging={{ total: list.total, limit: PAGE_SIZE, offset, noun: 'orders' }}
      table={(loading) => <CashDueTable rows={list.orders} loading={loading} />}
    />
  );
}
