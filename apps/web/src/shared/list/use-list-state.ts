// The state of a server-paged list kept in the URL (page, search, sort, filters), so a reload, the
// back button or a shared link shows the same page. Changing anything but the page goes back to page 1.
import { useMemo } from 'react';
import type { SortOrder } from '@atende/contract';
import type { DataTablePaging } from '@/shared/ui/data-table';
import { useUrlPatch } from './use-url-patch';

type Defaults<F extends string> = {
  sort: string;
  order?: SortOrder;
  perPage?: number;
  /** Filter names this list uses (read from and written to the URL). */
  filters?: readonly F[];
};

export type ListState<F extends string> = {
  page: number;
  setPage: (page: number) => void;
  search: string;
  setSearch: (search: string) => void;
  sort: string;
  order: SortOrder;
  setSort: (sort: string, order: SortOrder) => void;
  perPage: number;
  filters: Record<F, string>;
  setFilter: (name: F, value: string | null) => void;
  clearFilters: () => void;
  /** The request's query string values (page excluded: it is part of the path). */
  query: Record<string, string | number>;
};

export function useListState<F extends string = never>(defaults: Defaults<F>): ListState<F> {
  const [params, update] = useUrlPatch();
  const filterNames = defaults.filters ?? [];
  const defaultOrder = defaults.order ?? 'asc';
  const perPage = defaults.perPage ?? 20;

  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const sort = params.get('sort') ?? defaults.sort;
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : defaultOrder;
  const filtersKey = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');

  const filters = useMemo(() => {
    const out = {} as Record<F, string>;
    for (const name of filterNames) out[name] = params.get(name) ?? '';
    return out;
    // filtersKey captures every filter value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filtersKey]);

  const query = useMemo(() => {
    const out: Record<string, string | number> = { perPage, sort, order };
    if (search) out.search = search;
    for (const name of filterNames) if (filters[name]) out[name] = filters[name];
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [perPage, sort, order, search, filters]);

  return {
    page,
    setPage: (next) => update({ page: next > 1 ? String(next) : null }, false),
    search,
    setSearch: (next) => update({ search: next.trim() || null }, true),
    sort,
    order,
    setSort: (nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder }, true),
    perPage,
    filters,
    setFilter: (name, value) => update({ [name]: value }, true),
    clearFilters: () => update(Object.fromEntries(filterNames.map((name) => [name, null])), true),
    query,
  };
}

/** The table's paging and sorting for a list's state and the server's last answer. */
export function listPaging<F extends string>(list: ListState<F>, data: { total: number; totalCapped?: boolean } | undefined): DataTablePaging {
  return {
    page: list.page,
    perPage: list.perPage,
    total: data?.total ?? 0,
    totalCapped: data?.totalCapped,
    onPageChange: list.setPage,
    sort: { key: list.sort, order: list.order },
    onSortChange: list.setSort,
  };
}
