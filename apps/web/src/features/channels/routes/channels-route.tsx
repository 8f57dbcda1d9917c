import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '@atende/contract';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { errorMessage } from '@/shared/http/http-client';
import { CatalogEnabledModal } from '@/features/products';
import { CHANNELS_PER_PAGE, hasFilter, useChannelsPage, type ChannelFilter } from '../api/channels-query';
import { useSetChannelBlockedMutation } from '../api/set-channel-blocked';
import { ChannelCreateDrawer } from '../components/channel-create-drawer';
import { ChannelsFilters } from '../components/channels-filters';
import { ChannelsTable } from '../components/channels-table';
import { channelsNamespace } from '../locales';

/** Admin's list of companies' channels (spec section 2, /channels and the admin Home). */
export function ChannelsPage() {
  const { t } = useTranslation(channelsNamespace);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [filter, setFilter] = useState<Omit<ChannelFilter, 'search'>>({});
  const [creating, setCreating] = useState(false);
  const [toToggle, setToToggle] = useState<Channel | null>(null);
  const [catalogOf, setCatalogOf] = useState<Channel | null>(null);
  const fullFilter: ChannelFilter = { ...filter, ...(debouncedSearch ? { search: debouncedSearch } : {}) };
  const query = useChannelsPage(page, fullFilter);
  const blockMutation = useSetChannelBlockedMutation();

  const confirmToggle = () => {
    if (!toToggle) return;
    const blocked = !toToggle.blocked;
    blockMutation.mutate(
      { id: toToggle._id, blocked },
      {
        onSuccess: () => alertSuccess(t(blocked ? 'block.blocked' : 'block.unblocked')),
        onError: (error) => alertDanger(errorMessage(error)),
        onSettled: () => setToToggle(null),
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <ChannelsFilters
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          filter={filter}
          onFilterChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('create.open')}
        </Button>
      </Group>
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      <ChannelsTable
        channels={query.data?.channels}
        loading={query.isPending}
        paging={{ page, perPage: query.data?.perPage ?? CHANNELS_PER_PAGE, total: query.data?.total ?? 0, onPageChange: setPage }}
        filtered={hasFilter(fullFilter)}
        onToggleBlocked={setToToggle}
        onCatalog={setCatalogOf}
      />
      <CatalogEnabledModal channel={catalogOf} onClose={() => setCatalogOf(null)} />
      <ChannelCreateDrawer opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={toToggle !== null}
        title={t(toToggle?.blocked ? 'block.unblockTitle' : 'block.blockTitle')}
        message={t(toToggle?.blocked ? 'block.unblockMessage' : 'block.blockMessage', { name: toToggle?.name ?? '' })}
        confirmLabel={t(toToggle?.blocked ? 'block.unblock' : 'block.block')}
        danger={!toToggle?.blocked}
        loading={blockMutation.isPending}
        onConfirm={confirmToggle}
        onClose={() => setToToggle(null)}
      />
    </Stack>
  );
}
