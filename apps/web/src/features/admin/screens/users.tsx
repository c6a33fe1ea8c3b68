import {
  type ClientLoaderFunctionArgs,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { getUserSubscriptions } from '../api/get-user-subscriptions';
import { listUsers } from '../api/list-users';
import { AdminListPage } from '../components/admin-list-page';
import { UsersTable } from '../components/users-table';
import { useRevalidateOnNewOrder } from '../hooks/use-revalidate-on-new-order';
import { adminLoadSilently } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { pageOffset, withParams } from '../lib/list-params';

const PAGE_SIZE = 50;

// The open row is in the URL (?open=<user id>) like the page, and its subscriptions load with the
// list.
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const offset = pageOffset(params);
  const open = params.get('open') || null;
  const [list, orders] = await Promise.all([
    adminLoadSilently('admin users', () => listUsers({ limit: PAGE_SIZE, offset }, request.signal)),
    open
      ? adminLoadSilently('user subscriptions', () => getUserSubscriptions(open, request.signal))
      : null,
  ]);
  return { offset, list, open, orders: orders?.subscriptions ?? [] };
}

export default function AdminUsers({ loaderData }: ScreenProps<typeof clientLoader>) {
  const { offset, list } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  // The first page follows new orders as they come in.
  useRevalidateOnNewOrder(offset === 0);
  // A row opens at the click; its cards follow when they have loaded.
  const pending =
    navigation.location?.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search)
      : null;
  const expandedId = pending ? pending.get('open') || null : loaderData.open;

  return (
    <AdminListPage
      title="All Users"
      intro="Everyone who has signed up, with their orders."
      paging={list ? { total: list.total, limit: PAGE_SIZE, offset, noun: 'users' } : null}
      pageParams={['open']}
      table={(loading) => (
        <UsersTable
          users={list?.users ?? []}
          loading={loading}
          expandedId={expandedId}
          expandedOrders={expandedId === loaderData.open && !pending ? loaderData.orders : null}
          // One row open at a time; the open row's toggle closes it (SPEC §2.15, §4). Opening a row
          // replaces the entry in history and keeps the scroll where the operator clicked.
          onToggle={(id) =>
            setSearchParams(
              withParams(searchParams, { open: expandedId === id ? undefined : id }),
              {
                replace: true,
                preventScrollReset: true,
              },
            )
          }
        />
      )}
    />
  );
}
