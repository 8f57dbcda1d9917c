// The Meta catalog sync's status on /catalogConfig: last sync, items sent, changes on their way, batches
// Meta is still processing, the full sync's progress and the items it removed from the Meta catalog,
// the products Meta refuses (SKU and Meta's message), the last error in pt-BR as the server wrote it,
// and "Sincronizar agora".
import { Alert, Button, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CatalogConfig } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { useSyncCatalogNow } from '../api/catalog-config-api';
import { productsNamespace } from '../locales';

export function CatalogSyncStatus({ config }: { config: CatalogConfig }) {
  const { t, i18n } = useTranslation(productsNamespace);
  const timeZone = useChannelTimeZone();
  const syncNow = useSyncCatalogNow();
  const { sync } = config;
  const on = config.enabled && config.cloudChannel && config.syncToMeta && !!config.metaCatalogId;
  const running = sync.fullSync !== null && sync.fullSync.finishedAt === null ? sync.fullSync : null;

  const start = () =>
    syncNow.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('config.sync.started') }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Stack gap="xs" aria-label={t('config.sync.title')} role="region">
      <Title order={3} size="h4">
        {t('config.sync.title')}
      </Title>
      {!on && <Text c="dimmed">{t('config.sync.off')}</Text>}
      {sync.lastSyncAt ? (
        <Text>{t('config.sync.lastSync', { when: formatDateTimeIn(sync.lastSyncAt, timeZone, i18n.language), count: sync.lastSentCount })}</Text>
      ) : (
        <Text c="dimmed">{t('config.sync.never')}</Text>
      )}
      {sync.totalSentCount > 0 && <Text size="sm">{t('config.sync.total', { count: sync.totalSentCount })}</Text>}
      {sync.pending > 0 && !running && <Text size="sm">{t('config.sync.pending', { count: sync.pending })}</Text>}
      {running && (
        <Stack gap={4}>
          <Text size="sm">{t('config.sync.progress', { sent: running.sent, total: running.total })}</Text>
          <Progress value={running.total > 0 ? (running.sent / running.total) * 100 : 0} aria-label={t('config.sync.progress', { sent: running.sent, total: running.total })} />
        </Stack>
      )}
      {sync.processing > 0 && <Text size="sm">{t('config.sync.processing', { count: sync.processing })}</Text>}
      {sync.fullSync?.finishedAt && (sync.fullSync.removed ?? 0) > 0 && <Text size="sm">{t('config.sync.removed', { count: sync.fullSync.removed ?? 0 })}</Text>}
      {sync.rejected.total > 0 && <Rejections rejected={sync.rejected} />}
      {sync.lastError && (
        <Alert color="red" title={t('config.sync.lastError')} role="alert">
          {sync.lastError}
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Text size="xs" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('config.sync.nowHelp')}
        </Text>
        <Button variant="light" onClick={start} loading={syncNow.isPending} disabled={!on || running !== null}>
          {t('config.sync.now')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The products Meta refuses now, by SKU with Meta's own message (it says which field is wrong). */
function Rejections({ rejected }: { rejected: CatalogConfig['sync']['rejected'] }) {
  const { t } = useTranslation(productsNamespace);
  const more = rejected.total - rejected.items.length;
  return (
    <Alert color="orange" title={t('config.sync.rejected', { count: rejected.total })} role="status">
      <List size="sm" spacing={4}>
        {rejected.items.map((item) => (
          <List.Item key={item.retailerId} style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {item.retailerId}
            </Text>
            {`: ${item.message}`}
          </List.Item>
        ))}
      </List>
      {more > 0 && (
        <Text size="sm" mt={4}>
          {t('config.sync.rejectedMore', { count: more })}
        </Text>
      )}
    </Alert>
  );
}
