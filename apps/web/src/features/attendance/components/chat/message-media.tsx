import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFile, IconMicrophone, IconMoodSmile, IconPhoto, IconVideo, type IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, MessageType } from '@atende/contract';
import { LinkifiedText } from '@/shared/ui/linkified-text';
import { attendanceNamespace } from '../../locales';

const icons: Partial<Record<MessageType, ComponentType<IconProps>>> = {
  image: IconPhoto,
  video: IconVideo,
  audio: IconMicrophone,
  document: IconFile,
  sticker: IconMoodSmile,
};

function formatSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/**
 * Media arrives without a downloadable file for now (mediaId null, or no download route yet): a card
 * says what was received, by name and type, and the caption is shown as text.
 */
export function MessageMedia({ message }: { message: Message }) {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const media = message.content.media;
  const Icon = icons[message.type] ?? IconFile;
  const kind = media?.voice ? t('message.voice') : t(`types.${message.type}`);
  const details = [media?.fileName, media?.mimeType, media?.size ? formatSize(media.size, i18n.language) : null].filter(Boolean);
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="nowrap" p={6} style={{ borderRadius: 6, background: 'var(--mantine-color-default-hover)' }}>
        <ThemeIcon variant="light" size="lg" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {t('message.mediaReceived')} · {kind}
          </Text>
          {details.length > 0 && (
            <Text size="xs" c="dimmed" truncate>
              {details.join(' · ')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('message.mediaSoon')}
          </Text>
        </Stack>
      </Group>
      {message.content.caption && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <LinkifiedText text={message.content.caption} />
        </Text>
      )}
    </Stack>
  );
}
