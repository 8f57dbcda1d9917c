// The file about to go, above the phone's composer: the photo or the document's name and size, why it
// cannot go (if so), and a way to drop it.
import { ActionIcon, Alert, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PhoneFileKind } from '../api/simulator-api';
import { formatFileSize } from '../phone-files';

export type PickedFile = { file: File; kind: PhoneFileKind; previewUrl: string | null; problem: string | null };

export function PhonePickedFile({ picked, onRemove }: { picked: PickedFile; onRemove: () => void }) {
  const { t } = useTranslation('simulator');
  return (
    <Paper withBorder radius="sm" p="xs" mt="xs" data-testid="phone-picked-file">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {picked.previewUrl ? (
              <Image src={picked.previewUrl} alt={picked.file.name} h={56} w={56} fit="cover" radius="sm" />
            ) : (
              <Text aria-hidden>📄</Text>
            )}
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {picked.file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`attach.${picked.kind}`)} · {formatFileSize(picked.file.size)}
              </Text>
            </div>
          </Group>
          <ActionIcon variant="subtle" color="gray" aria-label={t('attach.remove')} onClick={onRemove}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {picked.problem && (
          <Alert color="red" p="xs" role="alert">
            {picked.problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
