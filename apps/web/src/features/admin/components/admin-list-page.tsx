import type { ReactNode } from 'react';
import { useLocation, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { withParams } from '../lib/list-params';
import { type FilterOption, FilterSelect } from './filter-select';
import { Pager } from './pager';

/** A filter of the list, kept in the URL's `name` parameter. */
export type ListFilter = {
  name: string;
  label: string;
  options: readonly FilterOption<string>[];
  /** The value the loader read ('' for all). */
  value: string;
};

type Props = {
  title: string;
  intro: string;
  filters?: readonly ListFilter[];
  /** Offers Refresh, which loads the list again. */
  refresh?: boolean;
  /** Null when the list did not load: no pager. */
  paging: { total: number; limit: number; offset: number; noun: string } | null;
  /** URL parameters that belong to one page (an open row) and go when the page changes. */
  pageParams?: readonly string[];
  /** Above the toolbar. */
  lead?: ReactNode;
  /** The table, told whether a newer list is loading. */
  table: (loading: boolean) => ReactNode;
  /** After the pager: the list's dialogs. */
  children?: ReactNode;
};

/**
 * An admin list screen read by its route's clientLoader (decision 57): filters and the page in the
 * URL, Refresh as revalidation, the table, and the pager.
 */
export function AdminListPage({
  title,
  intro,
  filters = [],
  refresh = false,
  paging,
  pageParams = [],
  lead,
  table,
  children,
}: Props) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === 'loading' || revalidator.state === 'loading';
  // While other filters load, the selects already show them.
  const pending =
    navigation.location?.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search)
      : null;

  return (
    <AdminPage title={title} intro={intro}>
      {lead}
      {filters.length > 0 || refresh ? (
        <div className="admin-toolbar">
          {filters.map((filter) => (
            <FilterSelect
              key={filter.name}
              label={filter.label}
              value={pending ? (pending.get(filter.name) ?? '') : filter.value}
              options={filter.options}
              onChange={(value) =>
                setSearchParams(
                  withParams(searchParams, { [filter.name]: value, offset: undefined }),
                )
              }
            />
          ))}
          {refresh ? (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => void revalidator.revalidate()}
            >
              Refresh
            </button>
          ) : null}
        </div>
      ) : null}
      {table(loading)}
      {paging ? (
        <Pager
          total={paging.total}
          limit={paging.limit}
          offset={paging.offset}
          onChange={(next) => {
            const cleared = Object.fromEntries(pageParams.map((name) => [name, undefined]));
            setSearchParams(withParams(searchParams, { ...cleared, offset: next }));
          }}
          noun={paging.noun}
        />
      ) : null}
      {children}
    </AdminPage>
  );
}
