// The campaign's counts, one tile each, named for assistive technology (role group + its label), and
// the failures grouped by reason.
import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignProgress } from '@atende/contract';
import { campaignsNamespace } from '../../locales';

const tiles = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped', 'replied', 'cancelled'] as const;
const tileColors: Partial<Record<(typeof tiles)[number], string>> = { delivered: 'teal', read: 'blue', failed: 'red', replied: 'grape' };

export function CampaignTiles({ progress }: { progress: CampaignProgress }) {
  const { t } = useTranslation(campaignsNamespace);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {tiles.map((tile) => {
          const label = t(`live.tiles.${tile}`);
          return (
            <Paper key={tile} withBorder radius="md" p="sm" role="group" aria-label={label}>
              <Text fz={26} fw={700} c={progress[tile] > 0 ? tileColors[tile] : undefined}>
                {progress[tile]}
              </Text>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      {progress.failures.length > 0 && (
        <Stack gap={4} role="region" aria-label={t('live.failures')}>
          <Title order={3} size="h5">
            {t('live.failures')}
          </Title>
          <List size="sm">
            {progress.failures.map((f) => (
              <List.Item key={f.reason}>
                <Text span size="sm" fw={600}>
                  {f.count}
                </Text>{' '}
                {f.reason}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
