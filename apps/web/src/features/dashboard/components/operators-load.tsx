// Each operator's live load: online or not, attendances in progress over their limit.
import { Badge, Box, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardWeek } from '@atende/contract';
import { dashboardNamespace } from '../locales';

type Operator = DashboardWeek['operators'][number];

/** Full (or over: the limit may have been lowered) turns red, most of it orange. */
const loadColor = (open: number, max: number) => (max > 0 && open >= max ? 'red' : max > 0 && open / max >= 0.75 ? 'orange' : 'teal');

function OperatorLoad({ operator }: { operator: Operator }) {
  const { t } = useTranslation(dashboardNamespace);
  const { name, online, open, maxAttendances: max } = operator;
  const state = t(online ? 'load.online' : 'load.offline');
  return (
    <Box role="listitem" aria-label={t('load.item', { name, state, open, max })}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={8} wrap="nowrap" miw={0}>
          <Box
            component="span"
            w={10}
            h={10}
            style={{ borderRadius: '50%', flex: 'none', background: `var(--mantine-color-${online ? 'green' : 'gray'}-6)` }}
            title={state}
            aria-hidden
          />
          <Text size="sm" truncate>
            {name}
          </Text>
        </Group>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {t('load.value', { open, max })}
        </Text>
      </Group>
      <Progress value={max > 0 ? Math.min(100, (open / max) * 100) : 0} color={loadColor(open, max)} size="sm" mt={4} aria-hidden />
    </Box>
  );
}

export function OperatorsLoad({ operators }: { operators: Operator[] }) {
  const { t } = useTranslation(dashboardNamespace);
  // Online first, then the busiest, so the list answers "who can take more?" at a glance.
  const sorted = [...operators].sort((a, b) => Number(b.online) - Number(a.online) || b.open - a.open || a.name.localeCompare(b.name, 'pt-BR'));
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('load.title')}
        </Title>
        <Badge variant="light" color="green">
          {t('load.onlineCount', { count: operators.filter((o) => o.online).length })}
        </Badge>
      </Group>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('load.empty')}
        </Text>
      ) : (
        <Stack gap="sm" role="list" aria-label={t('load.title')}>
          {sorted.map((operator) => (
            <OperatorLoad key={operator._id} operator={operator} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
