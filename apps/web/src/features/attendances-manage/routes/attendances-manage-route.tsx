// /attendancesManage: every attendance of the channel, filtered and sorted on the server, live; a
// row can be followed, read as a transcript, transferred or finished.
import { Suspense, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManageAttendance } from '@atende/contract';
import { FinishDialog, TransferDialog, openTranscript } from '@/features/attendance';
import { listPaging, useListState } from '@/shared/list/use-list-state';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { errorMessage } from '@/shared/http/http-client';
import { useSession } from '@/shared/session/session-store';
import { useManageAttendances } from '../api/manage-attendances';
import { useDepartmentOptions, useOperatorOptions, useTagOptions } from '../api/filter-options';
import { AttendancesFilters, manageFilterNames, serverQuery } from '../components/attendances-filters';
import { AttendancesTable, type RowAction } from '../components/attendances-table';
import { FollowDrawer } from '../components/follow-drawer';
import { useListEvents } from '../realtime/use-list-events';
import { attendancesManageNamespace } from '../locales';

type Dialog = { kind: 'transfer' | 'finish'; row: ManageAttendance } | null;

export function AttendancesManagePage() {
  const { t } = useTranslation(attendancesManageNamespace);
  const session = useSession();
  const channelId = session?.user.channelId ?? '';
  const timeZone = session?.user.channel?.timezone ?? 'America/Sao_Paulo';
  const list = useListState({ sort: 'createdAt', order: 'desc', perPage: 10, filters: manageFilterNames });
  const query = useManageAttendances(list.page, serverQuery(list.query));
  const departments = useDepartmentOptions(channelId);
  const operators = useOperatorOptions(channelId);
  const tags = useTagOptions(channelId);
  const [following, setFollowing] = useState<ManageAttendance | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  useListEvents();

  const onAction = (action: RowAction, row: ManageAttendance) => {
    if (action === 'follow') setFollowing(row);
    else if (action === 'transcript') void openTranscript(row._id, t('actions.transcriptError'));
    else setDialog({ kind: action, row });
  };

  const filtered = !!list.search || manageFilterNames.some((name) => list.filters[name]);
  const row = dialog?.row;
  return (
    <Stack>
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={t('searchPlaceholder')}
        filters={
          <AttendancesFilters
            filters={list.filters}
            onChange={list.setFilter}
            onClear={list.clearFilters}
            departments={departments.data ?? []}
            operators={operators.data ?? []}
            tags={tags.data ?? []}
          />
        }
      />
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      <AttendancesTable
        rows={query.data?.items}
        loading={query.isPending}
        paging={listPaging(list, query.data)}
        filtered={filtered}
        timeZone={timeZone}
        onAction={onAction}
      />
      <FollowDrawer attendance={following} timeZone={timeZone} onClose={() => setFollowing(null)} />
      <Suspense fallback={null}>
        {row && dialog?.kind === 'transfer' && (
          <TransferDialog
            opened
            attendanceId={row._id}
            operatorId={row.operator?._id ?? ''}
            channelId={channelId}
            onClose={() => setDialog(null)}
            onTransferred={() => void query.refetch()}
          />
        )}
        {row && dialog?.kind === 'finish' && (
          <FinishDialog
            opened
            attendanceId={row._id}
            operatorId={row.operator?._id ?? ''}
            channelId={channelId}
            contactName={row.contact.name?.trim() || row.contact.number}
            onClose={() => setDialog(null)}
            onFinished={() => void query.refetch()}
          />
        )}
      </Suspense>
    </Stack>
  );
}
