import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@atende/contract';
import { formatPhone } from '@/shared/br';
import { dashboardNamespace } from '../locales';

export function WelcomeCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(dashboardNamespace);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="welcome-card">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('welcome', { name: user.nickname || user.name })}
        </Title>
        {user.channel ? (
          <Group gap="xs">
            <Badge size="lg" variant="light">
              {t('channel', { channel: user.channel.name })}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('channelNumber', { number: formatPhone(user.channel.channelNumber) })}
            </Text>
          </Group>
        ) : (
          <Text c="dimmed">{t('noChannel')}</Text>
        )}
        <Text size="sm">{t('intro')}</Text>
      </Stack>
    </Paper>
  );
}
