// The card's history (GET .../cards/{id}/history) as a timeline, newest as the server orders it: what
// happened, who (or "Automático" for a step action) and when, in the channel's time zone.
import { Alert, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconArrowsRightLeft, IconBolt, IconCash, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KanbanHistoryKind, KanbanStep } from '@atende/contract';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { useKanbanCardHistory } from '../../api/cards';
import { kanbanBoardNamespace } from '../locales';
import { historyDetail, historyText, type Translate } from '../model/history-text';

const icons: Record<KanbanHistoryKind, typeof IconPlus> = {
  created: IconPlus,
  moved: IconArrowsRightLeft,
  edited: IconPencil,
  value: IconCash,
  action: IconBolt,
};

type CardHistoryProps = { kanbanId: string; cardId: string; steps: readonly KanbanStep[] };

export function CardHistory({ kanbanId, cardId, steps }: CardHistoryProps) {
  const { t, i18n } = useTranslation(kanbanBoardNamespace);
  const timeZone = useChannelTimeZone();
  const history = useKanbanCardHistory(kanbanId, cardId);
  const translate: Translate = (key, options) => t(key, options ?? {});
  const stepName = (stepId: string | null) => steps.find((s) => s._id === stepId)?.name ?? t('history.unknownStep');

  return (
    <Stack gap="sm" component="section" aria-label={t('history.title')}>
      <Title order={4} size="h5">
        {t('history.title')}
      </Title>
      {history.isPending && <Skeleton height={60} />}
      {history.isError && (
        <Alert color="red" role="alert">
          {t('history.loadFailed')}
        </Alert>
      )}
      {history.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      )}
      {!!history.data?.length && (
        <Timeline bulletSize={22} lineWidth={2} data-testid="card-history">
          {history.data.map((entry) => {
            const Icon = icons[entry.kind];
            const detail = historyDetail(entry);
            const who = entry.userId === null ? t('history.system') : (entry.userName ?? '');
            return (
              <Timeline.Item
                key={entry._id}
                bullet={<Icon size={12} aria-hidden />}
                color={entry.kind === 'action' && entry.details.ok !== true ? 'red' : undefined}
                title={<Text size="sm">{historyText(entry, translate, stepName)}</Text>}
              >
                {detail && (
                  <Text size="xs" c="dimmed">
                    {detail}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('history.by', { who, when: formatDateTimeIn(entry.at, timeZone, i18n.language) })}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Stack>
  );
}
