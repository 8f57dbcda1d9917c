import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCategory, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { listPaging, useListState } from '@/shared/list/use-list-state';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { ExportButton } from '@/shared/ui/export-button';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { useCategories } from '../api/categories-api';
import { productsExportUrl, useDeleteProduct, useProductsPage, useSetProductHidden } from '../api/products-api';
import { CategoriesDrawer } from '../components/categories-drawer';
import { ProductFormDrawer } from '../components/product-form-drawer';
import { ProductImportDialog } from '../components/product-import-dialog';
import { ProductsFilters, productFilterNames } from '../components/products-filters';
import { ProductsTable } from '../components/products-table';
import { productsNamespace } from '../locales';

type Editing = { product: Product | null } | null;

/** /productsList: the catalogue, server-paged, with keyword search, filters, categories, import and export. */
export function ProductsPage() {
  const { t } = useTranslation(productsNamespace);
  const list = useListState({ sort: 'relevance', filters: productFilterNames });
  const page = useProductsPage(list.page, list.query);
  const categories = useCategories();
  const setHidden = useSetProductHidden();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const filtered = !!list.search || Object.values(list.filters).some(Boolean);

  const toggleHidden = (product: Product) =>
    setHidden.mutate(
      { id: product._id, hide: !product.hide },
      { onSuccess: () => alertSuccess(t(product.hide ? 'shownDone' : 'hiddenDone')), onError: (error) => alertDanger(errorMessage(error)) },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => alertSuccess(t('remove.done')),
      onError: (error) => alertDanger(errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack>
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={t('searchPlaceholder')}
        filters={<ProductsFilters filters={list.filters} onChange={list.setFilter} onClear={list.clearFilters} categories={categories.data ?? []} />}
        actions={
          <>
            <Button variant="default" leftSection={<IconCategory size={16} aria-hidden />} onClick={() => setCategoriesOpen(true)}>
              {t('categories.open')}
            </Button>
            <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImportOpen(true)}>
              {t('import.open')}
            </Button>
            <ExportButton url={(format) => productsExportUrl(list.query, format)} fileName={t('exportFileName')} />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ product: null })}>
              {t('create')}
            </Button>
          </>
        }
      />
      {page.isError && (
        <Alert color="red" role="alert">
          {errorMessage(page.error)}
        </Alert>
      )}
      <ProductsTable
        products={page.data?.items}
        loading={page.isPending}
        paging={listPaging(list, page.data)}
        filtered={filtered}
        onEdit={(product) => setEditing({ product })}
        onToggleHidden={toggleHidden}
        onDelete={setToDelete}
      />
      <ProductFormDrawer opened={editing !== null} product={editing?.product ?? null} categories={categories.data ?? []} onClose={() => setEditing(null)} />
      <CategoriesDrawer opened={categoriesOpen} categories={categories.data ?? []} onClose={() => setCategoriesOpen(false)} />
      <ProductImportDialog opened={importOpen} onClose={() => setImportOpen(false)} />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('remove.title')}
        message={t('remove.message', { name: toDelete?.name ?? '' })}
        confirmLabel={t('remove.confirm')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
