import { compareIsoDates, todayInIndia } from '@fitthali/domain/dates';
import {
  addressChangedMessage,
  DELIVERY_MSG,
  pausedMessage,
  resumedMessage,
} from '@fitthali/domain/delivery-messages';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '../../../../components/ui/admin-page';
import { ApiError } from '../../../../lib/api-client';
import {
  AddressChangePanel,
  addressChangeDays,
} from '../../../deliveries/components/address-change-panel';
import { DeliveryRow } from '../../../deliveries/components/delivery-row';
import { PausePanel } from '../../../deliveries/components/pause-panel';
import { useNow } from '../../../deliveries/hooks/use-now';
import { pauseBounds } from '../../../deliveries/lib/schedule-preview';
import { MissedReportsPanel } from '../../components/missed-reports-panel';
import { changeAddressAsAdmin, pauseAsAdmin, resumeAsAdmin } from '../api/change-order';
import type { AdminOrder } from '../api/types';
import { useOrderChanges } from '../hooks/use-order-changes';
import { AddressReasonField } from './address-reason-field';
import { CancelPanel } from './cancel-panel';
import { DeliveryActions } from './delivery-actions';
import { OrderCalendar } from './order-calendar';
import { OrderRefunds } from './order-refunds';
import { OrderSummary } from './order-summary';
import { OrderTrail } from './order-trail';
import { PauseReasonField } from './pause-reason-field';
import { ReasonDialog } from './reason-dialog';
import { RefundPanel } from './refund-panel';
import '../../../deliveries/deliveries.css';
import '../subscription-detail.css';

/**
 * One order for the admin (issue 13 point 7): who and what, its deliveries on a calendar and in a
 * list with the admin's controls, pause and address changes on the customer's behalf, and the
 * trail of every change.
 */
export function AdminOrderPage({ order, invoices }: { order: AdminOrder; invoices?: ReactNode }) {
  const now = useNow(30_000);
  const changes = useOrderChanges(now);
  const { subscription, deliveries } = order;
  const id = subscription._id;
  const active = subscription.state === 'active' || subscription.state === 'paused';
  const today = todayInIndia(now);
  const upcoming = deliveries.filter((d) => d.date >= today);
  const past = deliveries.filter((d) => d.date < today);
  const [pauseReason, setPauseReason] = useState('');
  const [pauseReasonError, setPauseReasonError] = useState('');
  const customerEarliest = pauseBounds(order, now).earliest;
  const [addressReason, setAddressReason] = useState('');
  const [addressReasonError, setAddressReasonError] = useState('');

  function pause(from: string, until: string | null) {
    const early = compareIsoDates(from, customerEarliest) < 0;
    if (early && pauseReason.trim() === '') {
      setPauseReasonError(DELIVERY_MSG.overrideNeedsReason);
      return;
    }
    setPauseReasonError('');
    void changes
      .run(async () => {
        const answer = await pauseAsAdmin(id, from, until, pauseReason);
        return pausedMessage(
          from,
          answer.subscription.pause?.until ?? until ?? from,
          until === null,
          answer.subscription.endDate,
        );
      })
      .then((done) => {
        if (done) setPauseReason('');
      });
  }

  function changeAddress(address: Parameters<typeof changeAddressAsAdmin>[1], date: string | null) {
    const late =
      date !== null &&
      addressChangeDays(order, now, true).some((day) => day.date === date && day.pastCutOff);
    if (late && addressReason.trim() === '') {
      setAddressReasonError(DELIVERY_MSG.overrideNeedsReason);
      return;
    }
    setAddressReasonError('');
    void changes
      .run(
        async () => {
          await changeAddressAsAdmin(id, address, date, addressReason);
          return addressChangedMessage(date ?? undefined);
        },
        // The server's clock decides: a cut-off passed meanwhile asks for the reason here.
        (err) => {
          if (
            !(err instanceof ApiError) ||
            err.serverMessage !== DELIVERY_MSG.overrideNeedsReason
          ) {
            return false;
          }
          setAddressReasonError(DELIVERY_MSG.overrideNeedsReason);
          return true;
        },
      )
      .then((done) => {
        if (done) setAddressReason('');
      });
  }

  const row = (delivery: (typeof deliveries)[number]) => (
    <DeliveryRow key={delivery._id} delivery={delivery} now={now} busy={changes.busy}>
      <DeliveryActions delivery={delivery} now={now} busy={changes.busy} onAct={changes.act} />
    </DeliveryRow>
  );

  return (
    <AdminPage
      title={`${subscription.plan} order`}
      intro="Deliveries, changes and the audit trail of one order."
    >
      <p className="order-page__back">
        <Link to="/admin/subscriptions">← All Subscriptions</Link>
      </p>
      <div className="order-page__status" role="status" aria-live="polite">
        {changes.notice ? <p className="form-alert form-alert--success">{changes.notice}</p> : null}
      </div>
      <div role="alert">
        {changes.problem ? <p className="form-alert form-alert--error">{changes.problem}</p> : null}
      </div>
      <div className="order-page">
        <OrderSummary order={order} />
        {order.missedReports?.some((report) => report.status === 'pending') ? (
          <MissedReportsPanel
            reports={(order.missedReports ?? []).map((report) => {
              const meal = deliveries.find((d) => d._id === report.deliveryId);
              return { ...report, date: meal?.date, slot: meal?.slot };
            })}
          />
        ) : null}
        <OrderCalendar deliveries={deliveries} />
        {active ? (
          <div className="order-page__changes">
            <PausePanel
              key={subscription.pause?._id ?? 'none'}
              order={order}
              now={now}
              busy={changes.busy}
              overrideCutOff
              onPause={pause}
              onResume={() =>
                changes.run(async () => {
                  const answer = await resumeAsAdmin(id);
                  return resumedMessage(answer.subscription.endDate);
                })
              }
            >
              <PauseReasonField
                value={pauseReason}
                error={pauseReasonError}
                customerEarliest={customerEarliest}
                onChange={setPauseReason}
              />
            </PausePanel>
            <AddressChangePanel
              order={order}
              now={now}
              busy={changes.busy}
              overrideCutOff
              onSubmit={changeAddress}
            >
              <AddressReasonField
                value={addressReason}
                error={addressReasonError}
                onChange={setAddressReason}
              />
            </AddressChangePanel>
          </div>
        ) : null}
        <section aria-labelledby="order-deliveries-title" className="deliveries-list admin-card">
          <h2 id="order-deliveries-title" className="admin-section-title">
            Deliveries ({deliveries.length})
          </h2>
          {upcoming.length === 0 ? (
            <p className="deliveries-list__empty">No deliveries to come.</p>
          ) : (
            <ul className="deliveries-list__items" aria-label="Upcoming deliveries">
              {upcoming.map(row)}
            </ul>
          )}
          {past.length > 0 ? (
            <details className="deliveries-list">
              <summary>Past deliveries ({past.length})</summary>
              <ul className="deliveries-list__items" aria-label="Past deliveries">
                {past.map(row)}
              </ul>
            </details>
          ) : null}
        </section>
        {order.refundCeiling && order.refundCeiling.paid > 0 ? (
          <RefundPanel
            key={order.refundCeiling.refundable}
            subscriptionId={id}
            ceiling={order.refundCeiling}
            busy={changes.busy}
            run={changes.run}
          />
        ) : null}
        {order.cancellation ? (
          <CancelPanel
            key={`${order.cancellation.rule}-${order.refundable}`}
            subscriptionId={id}
            cancellation={order.cancellation}
            ceiling={order.refundCeiling}
            busy={changes.busy}
            run={changes.run}
          />
        ) : null}
        <OrderRefunds refunds={order.refunds ?? []} />
        {invoices}
        <OrderTrail events={order.events} />
      </div>
      <ReasonDialog
        key={changes.pending ? `${changes.pending.delivery._id}-${changes.pending.action}` : 'none'}
        pending={changes.pending}
        busy={changes.busy}
        onConfirm={(reason) => void changes.confirmPending(reason)}
        onClose={changes.cancelPending}
      />
    </AdminPage>
  );
}
