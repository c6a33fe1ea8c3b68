import { MSG } from '@fitthali/domain/messages';
import { Fragment } from 'react';
import { TableHead } from '../../../components/ui/table-head';
import { formatDate } from '../../../lib/format';
import type { AdminSubscription, AdminUser } from '../api/types';
import { AdminTable } from './admin-table';
import { StatusBadge } from './status-badge';
import { UserSubscriptions } from './user-subscriptions';

type Props = {
  users: readonly AdminUser[];
  loading: boolean;
  expandedId: string | null;
  /** The open row's subscriptions, or null while they load. */
  expandedOrders?: readonly AdminSubscription[] | null;
  onToggle: (userId: string) => void;
};

function latestOrderTime(user: AdminUser): number {
  const first = user.orders[0]?.createdAt;
  return first ? Date.parse(first) : Number.NEGATIVE_INFINITY;
}

/** SPEC §7: newest first by the first order's createdAt; people without orders go last. */
export function sortByLatestOrder(users: readonly AdminUser[]): AdminUser[] {
  return [...users].sort((a, b) => latestOrderTime(b) - latestOrderTime(a));
}

/** All Users (SPEC §2.15): one row open at a time, showing that customer's subscriptions. */
export function UsersTable({ users, loading, expandedId, expandedOrders = null, onToggle }: Props) {
  return (
    <AdminTable
      label="All users"
      className="admin-table admin-table--users"
      loading={loading}
      empty={{ rows: users.length, loadingText: 'Loading users…', text: MSG.noUsers }}
    >
      <TableHead columns={['Name', 'Email', 'Phone', 'Orders']} />
      <tbody>
        {sortByLatestOrder(users).map((user) => {
          const open = expandedId === user._id;
          const name = user.name?.trim() || 'No Name';
          const panelId = `user-orders-${user._id}`;
          const newest = user.orders[0];
          const latest = newest?.createdAt;
          return (
            <Fragment key={user._id}>
              <tr className={open ? 'admin-table__row--open' : undefined}>
                <th scope="row">{name}</th>
                <td>{user.email?.trim() || '-'}</td>
                <td>{user.phone?.trim() || '-'}</td>
                <td>
                  <button
                    type="button"
                    className="admin-expand"
                    aria-expanded={open}
                    aria-controls={open ? panelId : undefined}
                    aria-label={`${open ? 'Hide' : 'Show'} orders of ${name}`}
                    onClick={() => onToggle(user._id)}
                  >
                    <span className="admin-expand__count">
                      {user.orderCount ?? user.orders.length}
                    </span>
                    <span className="admin-expand__text">
                      {latest ? `latest ${formatDate(latest)}` : 'no orders yet'}
                    </span>
                    <span className="admin-expand__chevron" aria-hidden="true" />
                  </button>
                  {newest ? (
                    // The newest order's state as All Subscriptions shows it (decision 76).
                    <span className="admin-users__latest">
                      <span className="visually-hidden">Latest order: </span>
                      <StatusBadge order={newest} />
                    </span>
                  ) : null}
                </td>
              </tr>
              {open ? (
                <tr className="admin-table__panel">
                  <td colSpan={4} id={panelId} className="admin-table__panel-cell">
                    <UserSubscriptions subscriptions={expandedOrders} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
