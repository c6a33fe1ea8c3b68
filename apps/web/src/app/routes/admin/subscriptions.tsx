import { MSG } from '@fitthali/domain/messages';
import { SUBSCRIPTION_STATES, type SubscriptionState } from '@fitthali/domain/subscription-status';
import { useState } from 'react';
import { cancelSubscription } from '../../../features/admin/api/cancel-subscription';
import { listSubscriptions } from '../../../features/admin/api/list-subscriptions';
import type { AdminSubscription } from '../../../features/admin/api/types';
import { AddressModal } from '../../../features/admin/components/address-modal';
import { AdminListPage } from '../../../features/admin/components/admin-list-page';
import { ConfirmCancelModal } from '../../../features/admin/components/confirm-cancel-modal';
import { DeliveryCalendarModal } from '../../../features/admin/components/delivery-calendar-modal';
import { SubscriptionsTable } from '../../../features/admin/components/subscriptions-table';
import { useRevalidateOnNewOrder } from '../../../features/admin/hooks/use-revalidate-on-new-order';
import { adminLoadSilently } from '../../../features/admin/lib/admin-load';
import { oneOf, pageOffset } from '../../../features/admin/lib/list-params';
import { pageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import type { Route } from './+types/subscriptions';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Subscriptions · Admin',
    'Every subscription with its delivery calendar, address and payment.',
  );

const PAGE_SIZE = 50;

const FILTERS: readonly { value: '' | SubscriptionState; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending payment' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const status = oneOf(params, 'status', SUBSCRIPTION_STATES);
  const offset = pageOffset(params);
  const list = await adminLoadSilently('admin subscriptions', () =>
    listSubscriptions({ status, limit: PAGE_SIZE, offset }, request.signal),
  );
  return { status: status ?? '', offset, list };
}

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  const { offset, list } = loaderData;
  const [calendarFor, setCalendarFor] = useState<AdminSubscription | null>(null);
  const [addressFor, setAddressFor] = useState<AdminSubscription | null>(null);
  const [cancelFor, setCancelFor] = useState<AdminSubscription | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // Rows cancelled here, shown changed at once; the list is not fetched again (SPEC §4).
  const [changed, setChanged] = useState<Record<string, Partial<AdminSubscription>>>({});

  // The first page follows new orders as they come in.
  useRevalidateOnNewOrder(offset === 0);
  const rows = (list?.subscriptions ?? []).map((row) =>
    changed[row._id] ? { ...row, ...changed[row._id] } : row,
  );

  const confirmCancel = async () => {
    if (!cancelFor) return;
    const id = cancelFor._id;
    setCancelling(true);
    try {
      const answer = await cancelSubscription(id);
      // Cancelling also settles the payment (cash no longer due): both come from the answer.
      const { status, paymentStatus } = answer.subscription;
      setChanged((current) => ({
        ...current,
        [id]: paymentStatus ? { status, state: status, paymentStatus } : { status, state: status },
      }));
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
    <AdminListPage
      title="All Subscriptions"
      intro="Every subscription with its delivery calendar, address and payment."
      filters={[{ name: 'status', label: 'Status', options: FILTERS, value: loaderData.status }]}
      refresh
      paging={list ? { total: list.total, limit: PAGE_SIZE, offset, noun: 'subscriptions' } : null}
      table={(loading) => (
        <SubscriptionsTable
          rows={rows}
          loading={loading}
          onViewCalendar={setCalendarFor}
          onViewAddress={setAddressFor}
          onCancel={setCancelFor}
        />
      )}
    >
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
    </AdminListPage>
  );
}
