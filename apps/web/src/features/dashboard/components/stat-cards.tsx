import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClock, IconHeadset, IconHourglass, IconRobot, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardToday } from '@atende/contract';
import { dashboardNamespace } from '../locales';
import { formatWait } from './format-wait';

function StatCard({ label, value, icon, color }: { label: string; value: string; icon: ReactNode; color: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="xl" fw={700} data-testid="stat-value">
            {value}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

export function StatCards({ today }: { today: DashboardToday }) {
  const { t } = useTranslation(dashboardNamespace);
  const cards = [
    { key: 'waitingNow', value: String(today.waitingNow), icon: <IconHourglass aria-hidden />, color: 'orange' },
    { key: 'inAttendance', value: String(today.openNow.in_attendance), icon: <IconHeadset aria-hidden />, color: 'blue' },
    { key: 'selfService', value: String(today.openNow.opened), icon: <IconRobot aria-hidden />, color: 'grape' },
    {
      key: 'operatorsOnline',
      value: t('stats.operatorsOnlineValue', { online: today.operatorsOnline, total: today.operatorsTotal }),
      icon: <IconUsers aria-hidden />,
      color: 'teal',
    },
    { key: 'averageWait', value: formatWait(today.averageWaitSeconds), icon: <IconClock aria-hidden />, color: 'cyan' },
    { key: 'finishedToday', value: String(today.finishedToday), icon: <IconCircleCheck aria-hidden />, color: 'green' },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {cards.map((card) => (
        <StatCard key={card.key} label={t(`stats.${card.key}`)} value={card.value} icon={card.icon} color={card.color} />
      ))}
    </SimpleGrid>
  );
}
