// What a card shows, on the board and in the drag overlay: title (the button that opens the side
// panel), contact, value, responsible operator, tags, due date (red when overdue), the conversation's
// state and a button that opens its transcript.
import { ActionIcon, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCalendarDue, IconMessages, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KanbanCard } from '@atende/contract';
import { TagBadge } from '@/features/catalog';
import { openTranscript } from '@/features/attendance';
import { formatCalendarDay } from '@/shared/time/date-format';
import { kanbanBoardNamespace } from '../locales';
import { formatCents } from '@/shared/money';
import { isOverdue } from '../model/due-date';
import { ConversationBadge } from './conversation-badge';

export type TagLook = { name: string; color: string };

type CardFaceProps = {
  card: KanbanCard;
  tags: ReadonlyMap<string, TagLook>;
  today: string;
  onOpen?: () => void;
};

export function CardFace({ card, tags, today, onOpen }: CardFaceProps) {
  const { t, i18n } = useTranslation(kanbanBoardNamespace);
  const overdue = isOverdue(card.dueDate, today);
  const transcriptId = card.conversation.attendanceId;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <UnstyledButton
          onClick={(event) => {
            event.stopPropagation();
            onOpen?.();
          }}
          aria-label={t('card.open', { title: card.title })} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {card.title}
          </Text>
        </UnstyledButton>
        {transcriptId && (
          <Tooltip label={t('card.transcript')}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('card.transcript')}
              onClick={(event) => {
                event.stopPropagation();
                void openTranscript(transcriptId, t('card.transcriptFailed'));
              }}
            >
              <IconMessages size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {card.title !== card.contactName && (
        <Text size="xs" c="dimmed" truncate>
          {card.contactName}
        </Text>
      )}
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {formatCents(card.valueCents)}
        </Text>
        <ConversationBadge state={card.conversation.state} />
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconUser size={14} aria-hidden />
        <Text size="xs" c={card.responsibleOperatorName ? undefined : 'dimmed'} truncate>
          {card.responsibleOperatorName ?? t('card.noOperator')}
        </Text>
      </Group>
      {card.dueDate && (
        <Group gap={4} wrap="nowrap">
          <IconCalendarDue size={14} aria-hidden color={overdue ? 'var(--mantine-color-red-7)' : undefined} />
          <Text size="xs" c={overdue ? 'red.7' : undefined} fw={overdue ? 600 : undefined}>
            {t(overdue ? 'card.overdue' : 'card.due', { date: formatCalendarDay(card.dueDate, i18n.language) })}
          </Text>
        </Group>
      )}
      {card.tagIds.length > 0 && (
        <Group gap={4}>
          {card.tagIds.map((id) => {
            const tag = tags.get(id);
            return tag ? <TagBadge key={id} name={tag.name} color={tag.color} /> : null;
          })}
        </Group>
      )}
    </Stack>
  );
}
