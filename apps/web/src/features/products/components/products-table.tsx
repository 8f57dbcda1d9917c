import type { ReactNode } from 'react';
import { ActionIcon, Badge, Group, Image, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@atende/contract';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/shared/ui/data-table';
import { formatCents } from '@/shared/money';
import { thumbnailUrl } from '@/shared/thumbnail-url';
import { productsNamespace } from '../locales';

type ProductsTableProps = {
  paging: DataTablePaging;
  products: Product[] | undefined;
  loading: boolean;
  filtered: boolean;
  onEdit: (product: Product) => void;
  onToggleHidden: (product: Product) => void;
  onDelete: (product: Product) => void;
};

function RowAction(props: { label: string; tooltip: string; color?: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={props.tooltip}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={props.label}
        onClick={(event) => {
          event.stopPropagation();
          props.onClick();
        }}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The cover (the first image) from its server-made thumbnail. */
export function ProductThumb({ product, size = 48 }: { product: Product; size?: number }) {
  const { t } = useTranslation(productsNamespace);
  const cover = thumbnailUrl(product.images[0]?.url);
  if (!cover) {
    return (
      <ThemeIcon variant="light" color="gray" size={size} radius="sm" aria-label={t('noImage')}>
        <IconPhoto size={size / 2} aria-hidden />
      </ThemeIcon>
    );
  }
  return <Image src={cover} alt={product.name} w={size} h={size} radius="sm" fit="cover" loading="lazy" />;
}

export function PriceText({ product }: { product: Product }) {
  if (product.onSale && product.salePriceCents !== null) {
    return (
      <Stack gap={0}>
        <Text span fw={600} c="teal" style={{ whiteSpace: 'nowrap' }}>
          {formatCents(product.salePriceCents)}
        </Text>
        <Text span size="xs" c="dimmed" td="line-through" style={{ whiteSpace: 'nowrap' }}>
          {formatCents(product.priceCents)}
        </Text>
      </Stack>
    );
  }
  return (
    <Text span style={{ whiteSpace: 'nowrap' }}>
      {formatCents(product.priceCents)}
    </Text>
  );
}

export function ProductsTable(props: ProductsTableProps) {
  const { t } = useTranslation(productsNamespace);
  const columns: DataTableColumn<Product>[] = [
    { key: 'image', header: t('columns.image'), render: (p) => <ProductThumb product={p} /> },
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      render: (p) => (
        <Stack gap={2} miw={160}>
          <Text fw={500} span>
            {p.name}
          </Text>
          {p.description && (
            <Text size="xs" c="dimmed" lineClamp={1} span>
              {p.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'sku', header: t('columns.sku'), render: (p) => <Text span ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>{p.skuId}</Text> },
    { key: 'category', header: t('columns.category'), render: (p) => p.categoryName ?? <Text c="dimmed" span>{t('noCategory')}</Text> },
    { key: 'price', header: t('columns.price'), sortable: true, render: (p) => <PriceText product={p} /> },
    { key: 'stock', header: t('columns.stock'), render: (p) => (p.stockQuantity > 0 ? p.stockQuantity : <Badge color="red" variant="light">{t('outOfStock')}</Badge>) },
    {
      key: 'status',
      header: t('columns.status'),
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <Badge color={p.hide ? 'gray' : 'teal'} variant="light">
            {p.hide ? t('hidden') : t('visible')}
          </Badge>
          {p.onSale && (
            <Badge color="orange" variant="light">
              {t('onSale')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <RowAction label={t('editLabel', { name: p.name })} tooltip={t('edit')} onClick={() => props.onEdit(p)}>
            <IconPencil size={16} aria-hidden />
          </RowAction>
          <RowAction
            label={t(p.hide ? 'showLabel' : 'hideLabel', { name: p.name })}
            tooltip={t(p.hide ? 'show' : 'hide')}
            onClick={() => props.onToggleHidden(p)}
          >
            {p.hide ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
          </RowAction>
          <RowAction label={t('deleteLabel', { name: p.name })} tooltip={t('delete')} color="red" onClick={() => props.onDelete(p)}>
            <IconTrash size={16} aria-hidden />
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={props.products}
      paging={props.paging}
      rowKey={(p) => p._id}
      loading={props.loading}
      caption={t('tableCaption')}
      emptyTitle={props.filtered ? t('emptyFiltered') : t('empty')}
      emptyDescription={props.filtered ? undefined : t('emptyHint')}
      onRowClick={props.onEdit}
    />
  );
}
