import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductCategory } from '@atende/contract';
import { ListFilter } from '@/shared/ui/list-filter';
import { productsNamespace } from '../locales';

export type ProductFilterName = 'categoryId' | 'visibility' | 'onSale' | 'outOfStock';
export const productFilterNames = ['categoryId', 'visibility', 'onSale', 'outOfStock'] as const satisfies readonly ProductFilterName[];

type ProductsFiltersProps = {
  filters: Record<ProductFilterName, string>;
  onChange: (name: ProductFilterName, value: string | null) => void;
  onClear: () => void;
  categories: ProductCategory[];
};

/** Category, visibility, sale and stock: each change asks the server again from page 1. */
export function ProductsFilters(props: ProductsFiltersProps) {
  const { t } = useTranslation(productsNamespace);
  const any = Object.values(props.filters).some(Boolean);
  return (
    <>
      <ListFilter
        label={t('filters.category')}
        placeholder={t('filters.categoryPlaceholder')}
        data={props.categories.map((c) => ({ value: c._id, label: c.name }))}
        value={props.filters.categoryId}
        onChange={(value) => props.onChange('categoryId', value)}
        width={190}
      />
      <ListFilter
        label={t('filters.visibility')}
        placeholder={t('filters.visibilityPlaceholder')}
        data={[
          { value: 'visible', label: t('filters.visible') },
          { value: 'hidden', label: t('filters.hidden') },
        ]}
        value={props.filters.visibility}
        onChange={(value) => props.onChange('visibility', value)}
        width={200}
      />
      <ListFilter
        label={t('filters.onSale')}
        placeholder={t('filters.onSalePlaceholder')}
        data={[
          { value: 'true', label: t('filters.yes') },
          { value: 'false', label: t('filters.no') },
        ]}
        value={props.filters.onSale}
        onChange={(value) => props.onChange('onSale', value)}
        width={200}
      />
      <ListFilter
        label={t('filters.stock')}
        placeholder={t('filters.stockPlaceholder')}
        data={[
          { value: 'true', label: t('filters.outOfStock') },
          { value: 'false', label: t('filters.inStock') },
        ]}
        value={props.filters.outOfStock}
        onChange={(value) => props.onChange('outOfStock', value)}
        width={200}
      />
      {any && (
        <Button variant="subtle" onClick={props.onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
}
