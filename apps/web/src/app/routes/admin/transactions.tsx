import { PAYMENT_STATUSES, paymentStatusLabel } from '@fitthali/domain/payment-status';
import { useState } from 'react';
import { AdminPage } from '../../../components/ui/admin-page';
import {
  listTransactions,
  type TransactionFilter,
} from '../../../features/admin/api/list-transactions';
import { listUnappliedPayments } from '../../../features/admin/api/list-unapplied-payments';
import { FilterSelect } from '../../../features/admin/components/filter-select';
import { LoadError } from '../../../features/admin/components/load-error';
import { Pager } from '../../../features/admin/components/pager';
import { TransactionsTable } from '../../../features/admin/components/transactions-table';
import { UnappliedPayments } from '../../../features/admin/components/unapplied-payments';
import { useAdminResource } from '../../../features/admin/hooks/use-admin-resource';
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

export default function AdminTransactions() {
  const [status, setStatus] = useState<'' | Status>('');
  const [mode, setMode] = useState<'' | Mode>('');
  const [offset, setOffset] = useState(0);
  const list = useAdminResource(
    (signal) =>
      listTransactions(
        { status: status || undefined, mode: mode || undefined, limit: PAGE_SIZE, offset },
        signal,
      ),
    [status, mode, offset],
    'admin transactions',
  );
  const unapplied = useAdminResource(
    (signal) => listUnappliedPayments({ limit: 100, offset: 0 }, signal),
    [],
    'payments to refund',
  );

  return (
    <AdminPage title="Transactions" intro="Every payment record, newest first.">
      <UnappliedPayments rows={unapplied.data?.payments ?? []} />
      <div className="admin-toolbar">
        <FilterSelect
          label="Status"
          value={status}
          options={STATUSES}
          onChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
        />
        <FilterSelect
          label="Mode"
          value={mode}
          options={MODES}
          onChange={(value) => {
            setMode(value);
            setOffset(0);
          }}
        />
        <button type="button" className="btn btn--ghost btn--sm" onClick={list.reload}>
          Refresh
        </button>
      </div>
      {list.error && !list.data ? (
        <LoadError what="transactions" onRetry={list.reload} />
      ) : (
        <TransactionsTable rows={list.data?.transactions ?? []} loading={list.loading} />
      )}
      {list.data ? (
        <Pager
          total={list.data.total}
          limit={PAGE_SIZE}
          offset={offset}
          onChange={setOffset}
          noun="transactions"
        />
      ) : null}
    </AdminPage>
  );
}
