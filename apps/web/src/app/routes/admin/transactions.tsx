import { PAYMENT_STATUSES, paymentStatusLabel } from '@fitthali/domain/payment-status';
import { useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import {
  listTransactions,
  type TransactionFilter,
} from '../../../features/admin/api/list-transactions';
import { listUnappliedPayments } from '../../../features/admin/api/list-unapplied-payments';
import { AdminRouteError } from '../../../features/admin/components/admin-route-error';
import { FilterSelect } from '../../../features/admin/components/filter-select';
import { Pager } from '../../../features/admin/components/pager';
import { TransactionsTable } from '../../../features/admin/components/transactions-table';
import { UnappliedPayments } from '../../../features/admin/components/unapplied-payments';
import { adminLoad } from '../../../features/admin/lib/admin-load';
import { oneOf, pageOffset, withParams } from '../../../features/admin/lib/list-params';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/transactions';

export const meta: Route.MetaFunction = () =>
  pageMeta('Transactions · Admin', 'Payments received for subscriptions.');

const PAGE_SIZE = 50;

type Status = NonNullable<TransactionFilter['status']>;
type Mode = NonNullable<TransactionFilter['mode']>;

const STATUSES: readonly { value: '' | Status; label: string }[] = [
  { value: '', label: 'All' },
  ...PAYMENT_STATUSES.map((value) => ({ value, label: paymentStatusLabel(value) })),
];

const MODES: readonly { value: '' | Mode; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'COD', label: 'Cash on Delivery' },
  { value: 'Online', label: 'Online' },
];

const INTRO = 'Every payment record, newest first.';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const status = oneOf(params, 'status', PAYMENT_STATUSES);
  const mode = oneOf(params, 'mode', ['COD', 'Online'] as const);
  const offset = pageOffset(params);
  const [list, unapplied] = await Promise.all([
    adminLoad('admin transactions', () =>
      listTransactions({ status, mode, limit: PAGE_SIZE, offset }, request.signal),
    ),
    adminLoad('payments to refund', () =>
      listUnappliedPayments({ limit: 100, offset: 0 }, request.signal),
    ),
  ]);
  return { status: status ?? '', mode: mode ?? '', offset, list, unapplied };
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Transactions" intro={INTRO}>
      <AdminRouteError what="transactions" />
    </AdminPage>
  );
}

export default function AdminTransactions({ loaderData }: Route.ComponentProps) {
  const { offset, list, unapplied } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state === 'loading' || revalidator.state === 'loading';
  // While other filters load, the selects already show them.
  const pending =
    navigation.location?.pathname === '/admin/transactions'
      ? new URLSearchParams(navigation.location.search)
      : null;
  const shown = (name: 'status' | 'mode') =>
    pending ? (pending.get(name) ?? '') : loaderData[name];
  const filterBy = (name: 'status' | 'mode', value: string) =>
    setSearchParams(withParams(searchParams, { [name]: value, offset: undefined }));

  return (
    <AdminPage title="Transactions" intro={INTRO}>
      <UnappliedPayments rows={unapplied.payments} />
      <div className="admin-toolbar">
        <FilterSelect
          label="Status"
          value={shown('status') as '' | Status}
          options={STATUSES}
          onChange={(value) => filterBy('status', value)}
        />
        <FilterSelect
          label="Mode"
          value={shown('mode') as '' | Mode}
          options={MODES}
          onChange={(value) => filterBy('mode', value)}
        />
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void revalidator.revalidate()}
        >
          Refresh
        </button>
      </div>
      <TransactionsTable rows={list.transactions} loading={busy} />
      <Pager
        total={list.total}
        limit={PAGE_SIZE}
        offset={offset}
        onChange={(next) => setSearchParams(withParams(searchParams, { offset: next }))}
        noun="transactions"
      />
    </AdminPage>
  );
}
