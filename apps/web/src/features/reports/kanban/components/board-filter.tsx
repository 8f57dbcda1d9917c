// What both kanban reports add to the shared filter bar: "Quadro", whose choices come with the summary
// (the company's boards, archived ones too: a report looks back), and the state shown instead of the
// figures when the company has no board. The chosen board lives in the URL as `kanbanId`; without it
// the server reads the first board by name, which the select then shows as chosen.
import { Select } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KanbanReportBoard } from '@atende/contract';
import { EmptyState } from '@/shared/ui/empty-state';
import { reportKanbanNamespace } from '../locales';

type Props = {
  /** The summary's boards (undefined until it answers). */
  boards: KanbanReportBoard[] | undefined;
  /** The board the summary read. */
  current: KanbanReportBoard | null | undefined;
  /** The URL's kanbanId ('' when absent). */
  value: string;
  onChange: (kanbanId: string) => void;
};

export function BoardSelect({ boards, current, value, onChange }: Props) {
  const { t } = useTranslation(reportKanbanNamespace);
  const data = (boards ?? []).map((b) => ({ value: b._id, label: b.archived ? t('board.archived', { name: b.name }) : b.name }));
  return (
    <Select
      label={t('board.label')}
      placeholder={t('board.placeholder')}
      data={data}
      value={value || current?._id || null}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      searchable
      disabled={boards !== undefined && boards.length === 0}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

export function NoBoards() {
  const { t } = useTranslation(reportKanbanNamespace);
  return <EmptyState title={t('noBoards.title')} description={t('noBoards.description')} icon={<IconLayoutKanban size={28} aria-hidden />} />;
}
