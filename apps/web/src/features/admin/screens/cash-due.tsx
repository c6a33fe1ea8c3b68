import type { ClientLoaderFunctionArgs } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { formatRupees } from '../../../lib/format';
import { listCashDue } from '../api/list-cash-due';
import { AdminListPage } from '../components/admin-list-page';
import { AdminRouteError } from '../components/admin-route-error';
import { CashDueTable } from '../components/cash-due-table';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { pageOffset } from '../lib/list-params';

const PAGE_SIZE = 50;

const INTRO =
  'Cash on Delivery orders whose cash was not collected by their third delivery, oldest first.';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
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

export default function AdminCashDue({ loaderData }: ScreenProps<typeof clientLoader>) {
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
