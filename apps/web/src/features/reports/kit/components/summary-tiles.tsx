import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reportsKitNamespace } from '../locales';

export type SummaryTile = {
  key: string;
  label: string;
  value: ReactNode;
  /** A second line under the figure (e.g. the ≈p90 under an average). */
  detail?: ReactNode;
  /** How the figure is computed, behind an info icon. */
  help?: string;
};

type Props = { tiles: SummaryTile[]; loading?: boolean };

/** The report's figures as cards; each card is a labelled group so a screen reader reads label and value. */
export function SummaryTiles({ tiles, loading = false }: Props) {
  const { t } = useTranslation(reportsKitNamespace);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(5, Math.max(tiles.length, 1)) }} spacing="sm" aria-label={t('summary.label')} role="list">
      {tiles.map((tile) => (
        <Paper key={tile.key} withBorder radius="md" p="sm" role="listitem" aria-label={tile.label} data-testid={`tile-${tile.key}`}>
          <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {tile.label}
            </Text>
            {tile.help && (
              <Tooltip label={tile.help} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
                <IconInfoCircle size={16} aria-label={`${t('summary.help')}: ${tile.help}`} tabIndex={0} role="img" style={{ flexShrink: 0 }} />
              </Tooltip>
            )}
          </Group>
          {loading ? (
            <Skeleton height={28} mt={6} width="60%" />
          ) : (
            <Text size="xl" fw={700} mt={4} data-testid="tile-value">
              {tile.value}
            </Text>
          )}
          {tile.detail && !loading && (
            <Text size="xs" c="dimmed" data-testid="tile-detail">
              {tile.detail}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
