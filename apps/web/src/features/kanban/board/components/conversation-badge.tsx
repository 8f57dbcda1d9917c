import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KanbanConversationState } from '@atende/contract';
import { attendanceStatusColors } from '@/shared/ui/attendance-status-colors';
import { kanbanBoardNamespace } from '../locales';

// The three states a card shows read in the attendance statuses' colours.
const colors: Record<KanbanConversationState, string> = {
  waiting: attendanceStatusColors.waiting,
  inAttendance: attendanceStatusColors.in_attendance,
  finished: attendanceStatusColors.finished,
};

export function ConversationBadge({ state }: { state: KanbanConversationState }) {
  const { t } = useTranslation(kanbanBoardNamespace);
  return (
    <Badge size="sm" variant="light" color={colors[state]}>
      {t(`conversation.${state}`)}
    </Badge>
  );
}
