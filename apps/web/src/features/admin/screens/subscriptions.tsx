import { MSG } from '@fitthali/domain/messages';
import { SUBSCRIPTION_STATES, type SubscriptionState } from '@fitthali/domain/subscription-status';
import { useState } from 'react';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { toast } from '../../../lib/toast';
import { cancelSubscription } from '../api/cancel-subscription';
import { listSubscriptions } from '../api/list-subscriptions';
import type { AdminSubscription } from '../api/types';
import { AddressModal } from '../components/address-modal';
import { AdminListPage } from '../components/admin-list-page';
import { ConfirmCancelModal } from '../components/confirm-cancel-modal';
import { DeliveryCalendarModal } from '../components/delivery-calendar-modal';
import { SubscriptionsTable } from '../components/subscriptions-table';
import { useRevalidateOnNewOrder } from '../hooks/use-revalidate-on-new-order';
import { adminLoadSilently } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { subscriberName } from '../lib/display';
import { oneOf, pageOffset } from '../lib/list-params';

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

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const status = oneOf(params, 'status', SUBSCRIPTION_STATES);
  const offset = pageOffset(params);
  const list = await adminLoadSilently('admin subscriptions', () =>
    listSubscriptions({ status, limit: PAGE_SIZE, offset }, request.signal),
  );
  return { status: status ?? '', offset, list };
}

export default function AdminSubscriptions({ loaderData }: ScreenProps<typeof clientLoader>) {
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
      const { status, paymentStatus, paymentStanding } = answer.subscription;
      setChanged((current) => ({
        ...current,
        [id]: {
          status,
          state: status,
          ...(paymentStatus ? { paymentStatus } : {}),
          // A refund the cancel made reads on the row at once (decision 153).
          ...(paymentStanding ? { paymentStanding } : {}),
        },
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
        open={cancelFor !== null}
        title="Cancel subscription"
        detail={
          cancelFor ? (
            <p className="confirm-detail">
              {cancelFor.plan} · {subscriberName(cancelFor.user)}
            </p>
          ) : null
        }
        busy={cancelling}
        onConfirm={confirmCancel}
        onClose={() => setCancelFor(null)}
      />
    </AdminListPage>
  );
}
