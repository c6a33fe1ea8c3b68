import { useState } from 'react';
import { useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { listUsers } from '../../../features/admin/api/list-users';
import { Pager } from '../../../features/admin/components/pager';
import { UsersTable } from '../../../features/admin/components/users-table';
import { useRevalidateOnNewOrder } from '../../../features/admin/hooks/use-revalidate-on-new-order';
import { adminLoadSilently } from '../../../features/admin/lib/admin-load';
import { pageOffset, withParams } from '../../../features/admin/lib/list-params';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  // The first page follows new orders as they come in.
  useRevalidateOnNewOrder(offset === 0);

  return (
    <AdminPage title="All Users" intro="Everyone who has signed up, with their orders.">
      <UsersTable
        users={list?.users ?? []}
        loading={navigation.state === 'loading' || revalidator.state === 'loading'}
        expandedId={expandedId}
        // One row open at a time; the open row's toggle closes it (SPEC §2.15, §4).
        onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
      />
      {list ? (
        <Pager
          total={list.total}
          limit={PAGE_SIZE}
          offset={offset}
          onChange={(next) => {
            setExpandedId(null);
            setSearchParams(withParams(searchParams, { offset: next }));
          }}
          noun="users"
        />
      ) : null}
    </AdminPage>
  );
}
