// /manageHSMModels: the channel's message templates as Meta knows them, paged on the server, with
// their review status kept live by template.changed; sync with Meta, create and delete. On a simulator
// channel the /simulador page reviews instead, so there is nothing to sync and Meta is not named.
import { useState } from 'react';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEMPLATE_STATUSES, type Template } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { listPaging, useListState } from '@/shared/list/use-list-state';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { ListFilter } from '@/shared/ui/list-filter';
import { useDeleteTemplateMutation } from '../api/template-mutations';
import { useTemplatesPage } from '../api/templates-page';
import { SimulatorReviewHint } from '../components/simulator-review-hint';
import { NewTemplateButton, SyncTemplatesButton } from '../components/templates-actions';
import { TemplatesTable } from '../components/templates-table';
import { TemplateVariableTypesDialog } from '../components/template-variable-types-dialog';
import { templatesNamespace } from '../locales';
import { useSimulatorChannel } from '../model/simulator-channel';
import { useTemplateChangedLive } from '../realtime/use-template-changed-live';


export function TemplatesPage() {
  const { t, i18n } = useTranslation(templatesNamespace);
  const statusOptions = TEMPLATE_STATUSES.map((status) => ({ value: status, label: t(`statusLabels.${status}`) }));
  const timeZone = useChannelTimeZone();
  const list = useListState({ sort: 'name', perPage: 10, filters: ['status'] as const });
  const query = useTemplatesPage(list.page, list.query);
  const remove = useDeleteTemplateMutation();
  const [pending, setPending] = useState<Template | null>(null);
  const [declaring, setDeclaring] = useState<Template | null>(null);
  const simulator = useSimulatorChannel();
  useTemplateChangedLive();

  const filtered = !!list.search || !!list.filters.status;
  const nothingYet = query.data?.total === 0 && !filtered;
  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending._id, {
      onSuccess: () => alertSuccess(t('delete.done')),
      onError: (error) => alertDanger(errorMessage(error)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack>
      <SimulatorReviewHint />
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={t('list.searchPlaceholder')}
        filters={
          <ListFilter
            label={t('list.status')}
            placeholder={t('list.statusPlaceholder')}
            data={statusOptions}
            value={list.filters.status}
            onChange={(value) => list.setFilter('status', value)}
          />
        }
        actions={
          <>
            {!simulator && <SyncTemplatesButton />}
            <NewTemplateButton />
          </>
        }
      />
      <Group justify={simulator ? 'flex-end' : 'space-between'}>
        {!simulator && (
          <Text size="sm" c="dimmed" data-testid="last-sync">
            {query.data?.lastSyncAt ? t('list.lastSync', { when: formatDateTimeIn(query.data.lastSyncAt, timeZone, i18n.language) }) : t('list.neverSynced')}
          </Text>
        )}
        <Anchor component={Link} to="/manageHSMModels-old" size="sm">
          {t('list.openOld')}
        </Anchor>
      </Group>
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      {nothingYet ? (
        <EmptyState
          title={t('list.empty')}
          description={t(simulator ? 'simulator.emptyDescription' : 'list.emptyDescription')}
          action={
            <Group mt="sm">
              {!simulator && <SyncTemplatesButton />}
              <NewTemplateButton />
            </Group>
          }
        />
      ) : (
        <TemplatesTable rows={query.data?.items} loading={query.isPending} paging={listPaging(list, query.data)} onDelete={setPending} onVariableTypes={setDeclaring} />
      )}
      <TemplateVariableTypesDialog template={declaring} onClose={() => setDeclaring(null)} />
      <ConfirmDialog
        opened={pending !== null}
        title={t('delete.title')}
        message={t(simulator ? 'simulator.deleteMessage' : 'delete.message', { name: pending?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
