import { Anchor, Group, Image, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFile, IconMicrophone, IconMoodSmile, IconPhoto, IconVideo, type IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, MessageType } from '@atende/contract';
import { LinkifiedText } from '@/shared/ui/linkified-text';
import { attendanceNamespace } from '../../locales';
import { formatSize } from '@/shared/file-size';

const icons: Partial<Record<MessageType, ComponentType<IconProps>>> = {
  image: IconPhoto,
  video: IconVideo,
  audio: IconMicrophone,
  document: IconFile,
  sticker: IconMoodSmile,
};

type Media = NonNullable<Message['content']['media']>;

/** The file itself: a preview, a player or a download link, from the message's signed link. */
function Player({ type, media, label }: { type: MessageType; media: Media & { url: string }; label: string }) {
  const { t, i18n } = useTranslation(attendanceNamespace);
  switch (type) {
    case 'image':
      return (
        <Anchor href={media.url} target="_blank" rel="noopener noreferrer" aria-label={t('media.openImage')}>
          <Image src={media.url} alt={label} maw={280} mah={320} fit="contain" radius="sm" />
        </Anchor>
      );
    case 'sticker':
      return <Image src={media.url} alt={label} w={128} h={128} fit="contain" />;
    case 'audio':
      return <audio controls preload="metadata" src={media.url} aria-label={label} style={{ maxWidth: 280 }} />;
    case 'video':
      return <video controls preload="metadata" src={media.url} aria-label={label} style={{ maxWidth: 320, maxHeight: 320, borderRadius: 4 }} />;
    default: {
      const name = media.fileName ?? t('types.document');
      return (
        <Group gap="sm" wrap="nowrap" p={6} style={{ borderRadius: 6, background: 'var(--mantine-color-default-hover)' }}>
          <ThemeIcon variant="light" size="lg" aria-hidden>
            <IconFile size={20} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor href={media.url} download={name} size="sm" fw={500} truncate aria-label={t('media.download', { name })}>
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload size={14} aria-hidden />
                {name}
              </Group>
            </Anchor>
            <Text size="xs" c="dimmed">
              {[media.mimeType, media.size ? formatSize(media.size, i18n.language) : null].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
      );
    }
  }
}

/** An image, voice note, video, document or sticker: the real file once stored, or what is happening to it. */
export function MessageMedia({ message }: { message: Message }) {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const media = message.content.media;
  const Icon = icons[message.type] ?? IconFile;
  const kind = media?.voice ? t('message.voice') : t(`types.${message.type}`);
  const url = media?.url;
  const state = media?.state ?? (url ? 'ready' : 'failed');
  const details = [media?.fileName, media?.size ? formatSize(media.size, i18n.language) : null].filter(Boolean);
  return (
    <Stack gap={6}>
      {media && url ? (
        <Player type={message.type} media={{ ...media, url }} label={media.fileName ?? kind} />
      ) : (
        <Group gap="sm" wrap="nowrap" p={6} style={{ borderRadius: 6, background: 'var(--mantine-color-default-hover)' }}>
          <ThemeIcon variant="light" size="lg" color={state === 'failed' ? 'red' : undefined} aria-hidden>
            {state === 'pending' ? <Loader size={16} /> : state === 'failed' ? <IconAlertTriangle size={20} /> : <Icon size={20} />}
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {kind}
            </Text>
            {details.length > 0 && (
              <Text size="xs" c="dimmed" truncate>
                {details.join(' · ')}
              </Text>
            )}
            <Text size="xs" c="dimmed" role="status">
              {state === 'pending' ? t('media.downloading') : t('media.unavailable')}
            </Text>
          </Stack>
        </Group>
      )}
      {message.content.caption && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <LinkifiedText text={message.content.caption} />
        </Text>
      )}
    </Stack>
  );
}
