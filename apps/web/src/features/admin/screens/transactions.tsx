import { PAYMENT_STATUSES, paymentStatusLabel } from '@fitthali/domain/payment-status';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { listCollections } from '../api/list-collections';
import { listTransactions, type TransactionFilter } from '../api/list-transactions';
import { listUnappliedPayments } from '../api/list-unapplied-payments';
import { AdminListPage } from '../components/admin-list-page';
import { AdminRouteError } from '../components/admin-route-error';
import { CollectionsTable } from '../components/collections-table';
import { TransactionsTable } from '../components/transactions-table';
import { UnappliedPayments } from '../components/unapplied-payments';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { oneOf, pageOffset } from '../lib/list-params';

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

const INTRO = 'Every payment record, newest first, with the cash collected on deliveries.';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const status = oneOf(params, 'status', PAYMENT_STATUSES);
  const mode = oneOf(params, 'mode', ['COD', 'Online'] as const);
  const offset = pageOffset(params);
  const [list, unapplied, collections] = await Promise.all([
    adminLoad('admin transactions', () =>
      listTransactions({ status, mode, limit: PAGE_SIZE, offset }, request.signal),
    ),
    adminLoad('payments to refund', () =>
      listUnappliedPayments({ limit: 100, offset: 0 }, request.signal),
    ),
    adminLoad('cash collected', () => listCollections({ limit: 20, offset: 0 }, request.signal)),
  ]);
  return { status: status ?? '', mode: mode ?? '', offset, list, unapplied, collections };
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Transactions" intro={INTRO}>
      <AdminRouteError what="transactions" />
    </AdminPage>
  );
}

export default function AdminTransactions({ loaderData }: ScreenProps<typeof clientLoader>) {
  const { offset, list, unapplied, collections } = loaderData;
  return (
    <AdminListPage
      title="Transactions"
      intro={INTRO}
      lead={
        <>
          <UnappliedPayments rows={unapplied.payments} />
          <CollectionsTable rows={collections.collections} total={collections.total} />
        </>
      }
      filters={[
        { name: 'status', label: 'Status', options: STATUSES, value: loaderData.status },
        { name: 'mode', label: 'Mode', options: MODES, value: loaderData.mode },
      ]}
      refresh
      paging={{ total: list.total, limit: PAGE_SIZE, offset, noun: 'transactions' }}
      table={(loading) => <TransactionsTable rows={list.transactions} loading={loading} />}
    />
  );
}
