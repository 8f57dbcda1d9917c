import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { blacklistNumberInputSchema, formatPhone, type BlacklistEntry } from '@atende/contract';
import { applyApiErrors, useZodForm } from '@/shared/forms/use-zod-form';
import { errorMessage } from '@/shared/http/http-client';
import { listPaging, useListState } from '@/shared/list/use-list-state';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { useBlacklistPage, useBlockNumberMutation, useUnblockNumberMutation } from '../api/blacklist';
import { channelSettingsNamespace } from '../locales';

export function BlacklistTab({ channelId }: { channelId: string }) {
  const { t, i18n } = useTranslation(channelSettingsNamespace);
  const list = useListState({ sort: 'createdAt', order: 'desc' });
  const query = useBlacklistPage(channelId, list.page, list.query);
  const block = useBlockNumberMutation(channelId);
  const unblock = useUnblockNumberMutation(channelId);
  const [toUnblock, setToUnblock] = useState<BlacklistEntry | null>(null);
  const form = useZodForm(blacklistNumberInputSchema, { number: '' });
  const timeZone = useChannelTimeZone();

  const add = form.submitWith(({ number }) =>
    block.mutate(number, {
      onSuccess: () => {
        form.reset();
        alertSuccess(t('blacklist.added'));
      },
      onError: (error) => {
        if (!applyApiErrors(form, error)) form.setFieldError('number', errorMessage(error));
      },
    }),
  );
  const confirmUnblock = () => {
    if (!toUnblock) return;
    unblock.mutate(toUnblock.number, {
      onSuccess: () => alertSuccess(t('blacklist.unblocked')),
      onError: (error) => alertDanger(errorMessage(error)),
      onSettled: () => setToUnblock(null),
    });
  };

  const columns: DataTableColumn<BlacklistEntry>[] = [
    { key: 'number', header: t('blacklist.columns.number'), render: (row) => formatPhone(row.number), sortable: true },
    { key: 'createdAt', header: t('blacklist.columns.createdAt'), render: (row) => formatDateTimeIn(row.createdAt, timeZone, i18n.language), sortable: true },
    { key: 'createdBy', header: t('blacklist.columns.createdBy'), render: (row) => row.createdByName ?? '—' },
    {
      key: 'actions',
      header: t('blacklist.columns.actions'),
      render: (row) => (
        <Button size="xs" variant="subtle" color="red" aria-label={t('blacklist.unblockAria', { number: formatPhone(row.number) })} onClick={() => setToUnblock(row)}>
          {t('blacklist.unblock')}
        </Button>
      ),
    },
  ];

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('blacklist.intro')}
      </Text>
      <form onSubmit={add as (event: FormEvent) => void} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput label={t('blacklist.number')} placeholder={t('blacklist.numberPlaceholder')} inputMode="tel" w={260} {...form.getInputProps('number')} />
          <Button type="submit" mt={25} leftSection={<IconBan size={16} aria-hidden />} loading={block.isPending}>
            {t('blacklist.add')}
          </Button>
        </Group>
      </form>
      <ListToolbar search={list.search} onSearchChange={list.setSearch} searchPlaceholder={t('blacklist.searchPlaceholder')} />
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={query.data?.items}
        rowKey={(row) => row.number}
        loading={query.isPending}
        paging={listPaging(list, query.data)}
        caption={t('blacklist.caption')}
        emptyTitle={t('blacklist.empty')}
      />
      <ConfirmDialog
        opened={toUnblock !== null}
        title={t('blacklist.unblockTitle')}
        message={t('blacklist.unblockMessage', { number: toUnblock ? formatPhone(toUnblock.number) : '' })}
        confirmLabel={t('blacklist.unblock')}
        danger
        loading={unblock.isPending}
        onConfirm={confirmUnblock}
        onClose={() => setToUnblock(null)}
      />
    </Stack>
  );
}
