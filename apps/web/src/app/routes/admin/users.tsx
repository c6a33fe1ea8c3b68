import { useState } from 'react';
import { AdminPage } from '../../../components/ui/admin-page';
import { listUsers } from '../../../features/admin/api/list-users';
import { Pager } from '../../../features/admin/components/pager';
import { UsersTable } from '../../../features/admin/components/users-table';
import { useAdminLive } from '../../../features/admin/hooks/admin-live-context';
import { useAdminResource } from '../../../features/admin/hooks/use-admin-resource';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () =>
  pageMeta('Users · Admin', 'Everyone who has signed up, with their orders.');

const PAGE_SIZE = 50;

export default function AdminUsers() {
  const [offset, setOffset] = useState(0);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const { newOrderCount } = useAdminLive();
  const list = useAdminResource(
    (signal) => listUsers({ limit: PAGE_SIZE, offset }, signal),
    // The first page follows new orders as they come in.
    [offset, offset === 0 ? newOrderCount : 0],
    'admin users',
  );

  return (
    <AdminPage title="All Users" intro="Everyone who has signed up, with their orders.">
      <UsersTable
        users={list.data?.users ?? []}
        loading={list.loading}
        expandedId={expandedId}
        // One row open at a time; the open row's toggle closes it (SPEC §2.15, §4).
        onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
      />
      {list.data ? (
        <Pager
          total={list.data.total}
          limit={PAGE_SIZE}
          offset={offset}
          onChange={(next) => {
            setExpandedId(null);
            setOffset(next);
          }}
          noun="users"
        />
      ) : null}
    </AdminPage>
  );
}
