import { Badge, Button, Group } from '@mantine/core';
import { IconLock, IconLockOpen, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '@atende/contract';
import { formatPhone } from '@/shared/br';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/shared/ui/data-table';
import { productsNamespace } from '@/features/products';
import { channelsNamespace } from '../locales';

type ChannelsTableProps = {
  paging: DataTablePaging;
  channels: Channel[] | undefined;
  loading: boolean;
  filtered: boolean;
  onToggleBlocked: (channel: Channel) => void;
  /** The row's "Catálogo": the admin's switch of the channel's product catalogue. */
  onCatalog: (channel: Channel) => void;
};

const statusColor = { loading: 'yellow', qr: 'orange', authenticated: 'green' } as const;

export function ChannelsTable(props: ChannelsTableProps) {
  const { t } = useTranslation(channelsNamespace);
  const { t: tp } = useTranslation(productsNamespace);
  const columns: DataTableColumn<Channel>[] = [
    { key: 'name', header: t('columns.name'), render: (c) => c.name },
    { key: 'channelNumber', header: t('columns.channelNumber'), render: (c) => formatPhone(c.channelNumber) },
    { key: 'apiType', header: t('columns.apiType'), render: (c) => t(`apiType.${c.apiType}`) },
    {
      key: 'status',
      header: t('columns.status'),
      render: (c) => (
        <Badge variant="light" color={c.status ? statusColor[c.status] : 'gray'}>
          {t(`status.${c.status ?? 'none'}`)}
        </Badge>
      ),
    },
    {
      key: 'blocked',
      header: t('columns.blocked'),
      render: (c) => (
        <Badge variant="dot" color={c.blocked ? 'red' : 'green'}>
          {t(c.blocked ? 'blockedState.blocked' : 'blockedState.active')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            color={c.blocked ? 'green' : 'red'}
            leftSection={c.blocked ? <IconLockOpen size={14} aria-hidden /> : <IconLock size={14} aria-hidden />}
            aria-label={t(c.blocked ? 'block.unblockAria' : 'block.blockAria', { name: c.name })}
            onClick={() => props.onToggleBlocked(c)}
          >
            {t(c.blocked ? 'block.unblock' : 'block.block')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconShoppingBag size={14} aria-hidden />} aria-label={tp('adminSwitch.openAria', { name: c.name })} onClick={() => props.onCatalog(c)}>
            {tp('adminSwitch.open')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('tableCaption')}
      columns={columns}
      rows={props.channels}
      paging={props.paging}
      rowKey={(c) => c._id}
      loading={props.loading}
      emptyTitle={t(props.filtered ? 'emptyFiltered' : 'empty')}
    />
  );
}
