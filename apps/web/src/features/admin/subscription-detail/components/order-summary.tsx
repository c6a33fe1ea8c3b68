import { formatIndiaDate } from '@fitthali/domain/india-format';
import { paymentStatusLabel } from '@fitthali/domain/payment-status';
import type { ReactNode } from 'react';
import { TitledSection } from '../../../../components/ui/titled-section';
import { formatRupees } from '../../../../lib/format';
import { STATE_LABELS } from '../../../deliveries/lib/state-labels';
import { selectedDaysText, subscriberName } from '../../lib/display';
import type { AdminOrder } from '../api/types';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Who ordered what, when it runs and how it is paid. */
export function OrderSummary({ order }: { order: AdminOrder }) {
  const { subscription: sub, customer } = order;
  const pause = sub.pause;
  return (
    <TitledSection
      className="admin-card order-summary"
      titleClassName="admin-section-title"
      title="Order"
    >
      <dl className="order-summary__facts">
        <Fact term="Customer">{subscriberName(customer)}</Fact>
        <Fact term="Phone">
          {customer?.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : '-'}
        </Fact>
        <Fact term="Email">
          {customer?.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '-'}
        </Fact>
        <Fact term="Plan">{sub.plan}</Fact>
        <Fact term="Meal option">{sub.mealOption}</Fact>
        <Fact term="Slot">{sub.slot}</Fact>
        <Fact term="Weekdays">{selectedDaysText(sub.selectedDays)}</Fact>
        <Fact term="Starts">{formatIndiaDate(sub.startDate)}</Fact>
        <Fact term="Ends">{sub.endDate ? formatIndiaDate(sub.endDate) : '-'}</Fact>
        <Fact term="Status">
          <span className={`delivery-status delivery-status--${sub.state}`}>
            {STATE_LABELS[sub.state] ?? sub.state}
          </span>
          {pause ? (
            <span className="order-summary__aside">
              {pause.openEnded
                ? `until resumed (at the latest ${formatIndiaDate(pause.until)})`
                : `${formatIndiaDate(pause.from)} to ${formatIndiaDate(pause.until)}`}
            </span>
          ) : null}
        </Fact>
        <Fact term="Payment">
          {formatRupees(sub.totalPrice)} · {sub.paymentMode}
          {sub.paymentStatus ? (
            <span className="order-summary__aside" data-testid="payment-standing">
              {paymentStatusLabel(order.paymentStanding ?? sub.paymentStatus)}
            </span>
          ) : null}
          {typeof sub.amountDue === 'number' ? (
            <span className="order-summary__aside">
              Cash due {formatRupees(sub.amountDue)}
              {sub.state === 'cancelled' ? ' for the meals kept' : ''}
            </span>
          ) : null}
          {sub.creditsSpent ? (
            <span className="order-summary__aside">
              plus {sub.creditsSpent} meal credit{sub.creditsSpent === 1 ? '' : 's'} (
              {formatRupees(sub.creditsValue ?? 0)})
            </span>
          ) : null}
        </Fact>
      </dl>
    </TitledSection>
  );
}
