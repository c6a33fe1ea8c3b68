import { useState } from 'react';
import { listUsers } from '../../../features/admin/api/list-users';
import { AdminListPage } from '../../../features/admin/components/admin-list-page';
import { UsersTable } from '../../../features/admin/components/users-table';
import { useRevalidateOnNewOrder } from '../../../features/admin/hooks/use-revalidate-on-new-order';
import { adminLoadSilently } from '../../../features/admin/lib/admin-load';
import { pageOffset } from '../../../features/admin/lib/list-params';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () =>
  pageMeta('Users · Admin', 'Everyone who has signed up, with their orders.');

const PAGE_SIZE = 50;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const offset = pageOffset(new URL(request.url).searchParams);
  const list = await adminLoadSilently('admin users', () =>
    listUsers({ limit: PAGE_SIZE, offset }, request.signal),
  );
  return { offset, list };
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { offset, list } = loaderData;
  const [expandedId, setExpandedId] = useState<string | null>(null);
  // The first page follows new orders as they come in.
  useRevalidateOnNewOrder(offset === 0);

  return (
    <AdminListPage
      title="All Users"
      intro="Everyone who has signed up, with their orders."
      paging={list ? { total: list.total, limit: PAGE_SIZE, offset, noun: 'users' } : null}
      onPageChange={() => setExpandedId(null)}
      table={(loading) => (
        <UsersTable
          users={list?.users ?? []}
          loading={loading}
          expandedId={expandedId}
          // One row open at a time; the open row's toggle closes it (SPEC §2.15, §4).
          onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
        />
      )}
    />
  );
}
