// What the sales report adds to the shared filter bar: the order's status (the order statuses, not the
// attendance's), the category and the product (searched on the server as it is typed). All three live
// in the URL (orderStatus comma-separated, categoryId, productId) like the bar's own filters.
import { useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { orderStatuses } from '@atende/contract';
import type { ReportFiltersState } from '../../kit';
import { useSalesOptions } from '../api/sales-options';
import { reportSalesNamespace } from '../locales';

const width = { base: '100%', xs: 200 } as const;

export function SalesFilters({ state }: { state: ReportFiltersState }) {
  const { t } = useTranslation(reportSalesNamespace);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const productId = state.values.productId;
  // Picking a product puts its label in the search box: that is not a search.
  const [chosenLabel, setChosenLabel] = useState('');
  const options = useSalesOptions(debounced === chosenLabel ? '' : debounced, productId);
  const statuses = state.values.orderStatus ? state.values.orderStatus.split(',') : [];
  const categories = (options.data?.categories ?? []).map((c) => ({ value: c._id, label: c.name }));
  const products = (options.data?.products ?? []).map((p) => ({ value: p._id, label: `${p.name} (${p.skuId})` }));
  return (
    <>
      <MultiSelect
        label={t('filters.status')}
        placeholder={statuses.length ? undefined : t('filters.statusPlaceholder')}
        data={orderStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        value={statuses}
        onChange={(v) => state.setFilter('orderStatus', v.join(','))}
        clearable
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label={t('filters.category')}
        placeholder={t('filters.any')}
        data={categories}
        value={state.values.categoryId || null}
        onChange={(v) => state.setFilter('categoryId', v)}
        clearable
        searchable
        w={width}
      />
      <Select
        label={t('filters.product')}
        placeholder={productId ? undefined : t('filters.anyProduct')}
        data={products}
        value={productId || null}
        onChange={(v, option) => {
          setChosenLabel(option?.label ?? '');
          state.setFilter('productId', v);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server already searched (accents and case ignored, SKU too): show what it answered.
        filter={({ options: all }) => all}
        nothingFoundMessage={t('filters.productSearch')}
        clearable
        w={{ base: '100%', xs: 240 }}
      />
    </>
  );
}
