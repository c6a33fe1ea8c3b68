import { MSG } from '@fitthali/domain/messages';
import type { SubscriptionStatus } from '@fitthali/domain/subscription-status';
import { useState } from 'react';
import { AdminPage } from '../../../components/ui/admin-page';
import { cancelSubscription } from '../../../features/admin/api/cancel-subscription';
import { listSubscriptions } from '../../../features/admin/api/list-subscriptions';
import type { AdminSubscription } from '../../../features/admin/api/types';
import { AddressModal } from '../../../features/admin/components/address-modal';
import { ConfirmCancelModal } from '../../../features/admin/components/confirm-cancel-modal';
import { DeliveryCalendarModal } from '../../../features/admin/components/delivery-calendar-modal';
import { FilterSelect } from '../../../features/admin/components/filter-select';
import { Pager } from '../../../features/admin/components/pager';
import { SubscriptionsTable } from '../../../features/admin/components/subscriptions-table';
import { useAdminLive } from '../../../features/admin/hooks/admin-live-context';
import { useAdminResource } from '../../../features/admin/hooks/use-admin-resource';
import { pageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import type { Route } from './+types/subscriptions';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Subscriptions · Admin',
    'Every subscription with its delivery calendar, address and payment.',
  );

const PAGE_SIZE = 50;

const FILTERS: readonly { value: '' | SubscriptionStatus; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending payment' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
];

export default function AdminSubscriptions() {
  const [status, setStatus] = useState<'' | SubscriptionStatus>('');
  const [offset, setOffset] = useState(0);
  const [calendarFor, setCalendarFor] = useState<AdminSubscription | null>(null);
  const [addressFor, setAddressFor] = useState<AdminSubscription | null>(null);
  const [cancelFor, setCancelFor] = useState<AdminSubscription | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const { newOrderCount } = useAdminLive();

  const list = useAdminResource(
    (signal) =>
      listSubscriptions({ status: status || undefined, limit: PAGE_SIZE, offset }, signal),
    // The first page follows new orders as they come in.
    [status, offset, offset === 0 ? newOrderCount : 0],
    'admin subscriptions',
  );
  const rows = list.data?.subscriptions ?? [];

  const confirmCancel = async () => {
    if (!cancelFor) return;
    const id = cancelFor._id;
    setCancelling(true);
    try {
      const answer = await cancelSubscription(id);
      // The row changes in place; the list is not fetched again (SPEC §4). Cancelling also
      // settles the payment (cash no longer due), so both come from the server's answer.
      list.setData((current) =>
        current
          ? {
              ...current,
              subscriptions: current.subscriptions.map((row) =>
                row._id === id
                  ? {
                      ...row,
                      status: answer.subscription.status,
                      paymentStatus: answer.subscription.paymentStatus ?? row.paymentStatus,
                    }
                  : row,
              ),
            }
          : current,
      );
      toast.success(MSG.subscriptionCancelled);
      setCancelFor(null);
    } catch (err) {
      console.error('cancelling subscription failed', err);
      toast.error(MSG.cancelSubscriptionFailed);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <AdminPage
      title="All Subscriptions"
      intro="Every subscription with its delivery calendar, address and payment."
    >
      <div className="admin-toolbar">
        <FilterSelect
          label="Status"
          value={status}
          options={FILTERS}
          onChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
        />
        <button type="button" className="btn btn--ghost btn--sm" onClick={list.reload}>
          Refresh
        </button>
      </div>

      <SubscriptionsTable
        rows={rows}
        loading={list.loading}
        onViewCalendar={setCalendarFor}
        onViewAddress={setAddressFor}
        onCancel={setCancelFor}
      />
      {list.data ? (
        <Pager
          total={list.data.total}
          limit={PAGE_SIZE}
          offset={offset}
          onChange={setOffset}
          noun="subscriptions"
        />
      ) : null}

      <DeliveryCalendarModal subscription={calendarFor} onClose={() => setCalendarFor(null)} />
      <AddressModal
        open={addressFor !== null}
        address={addressFor?.address ?? null}
        onClose={() => setAddressFor(null)}
      />
      <ConfirmCancelModal
        subscription={cancelFor}
        busy={cancelling}
        onConfirm={confirmCancel}
        onClose={() => setCancelFor(null)}
      />
    </AdminPage>
  );
}
