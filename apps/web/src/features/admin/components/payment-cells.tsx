import { orderNumber } from '@fitthali/domain/order-number';
import { formatDateTime } from '../../../lib/format';

type Customer = { name: string | null; phone: string | null } | null;

/** When a payment record was made. */
export function WhenCell({ at }: { at: string }) {
  return (
    <td>
      <time dateTime={at}>{formatDateTime(at)}</time>
    </td>
  );
}

/** Who paid, the row's header; a deleted account is named as such (greyed where `muteDeleted`). */
export function CustomerCell({
  customer,
  muteDeleted = false,
}: {
  customer: Customer;
  muteDeleted?: boolean;
}) {
  const name = customer ? customer.name?.trim() || 'No Name' : 'User Deleted';
  return (
    <th scope="row" className="admin-table__user">
      {muteDeleted ? <span className={customer ? undefined : 'admin-muted'}>{name}</span> : name}
      {customer ? <span className="admin-table__sub">{customer.phone || 'No Phone'}</span> : null}
    </th>
  );
}

/** Which order a payment was for: its plan over its order number (either may be unknown). */
export function OrderCell({ plan, orderId }: { plan: string | null; orderId: string | null }) {
  return (
    <td>
      <span className="admin-table__strong">{plan ?? '—'}</span>
      {orderId ? (
        <span className="admin-table__sub" title={orderId}>
          {orderNumber(orderId)}
        </span>
      ) : null}
    </td>
  );
}
