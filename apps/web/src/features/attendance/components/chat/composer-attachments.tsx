// The composer's attachment: pick a file, see it (image preview, or name and size), add a caption,
// send. The file is uploaded (with progress) when the operator sends, then sent by its id. WhatsApp's
// limits are checked here first so an oversized or unsupported file is refused before uploading.
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Image, Modal, Progress, Stack, Text, Textarea, ThemeIcon, Tooltip } from '@mantine/core';
import { IconFile, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mediaKindOf, mediaUploadLimits, type SendMediaKind, type UploadedMedia } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { uploadMedia } from '../../api/upload-media';
import { attendanceNamespace } from '../../locales';
import { formatSize } from '@/shared/file-size';

/** Every format WhatsApp takes; anything else still goes, as a document. */
const ACCEPT = '*/*';

type Picked = { file: File; kind: SendMediaKind; previewUrl: string | null };

/** Why WhatsApp would refuse this file, or null when it may go. */
export function attachmentProblem(file: File, t: (key: string, options?: Record<string, unknown>) => string, language: string): string | null {
  const kind = mediaKindOf(file.type || 'application/octet-stream');
  const limit = mediaUploadLimits[kind].maxBytes;
  if (file.size === 0) return t('attachments.empty');
  if (file.size > limit) return t('attachments.tooLarge', { kind: t(`types.${kind}`).toLocaleLowerCase(language), max: formatSize(limit, language) });
  return null;
}

type Props = {
  disabled: boolean;
  /** Called with the uploaded file and its caption; the composer sends it. */
  onSend: (media: UploadedMedia, caption: string) => void;
};

export function ComposerAttachments({ disabled, onSend }: Props) {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [caption, setCaption] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => {
    if (picked?.previewUrl) URL.revokeObjectURL(picked.previewUrl);
  }, [picked]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const kind = mediaKindOf(file.type || 'application/octet-stream');
    setPicked({ file, kind, previewUrl: kind === 'image' || kind === 'sticker' ? URL.createObjectURL(file) : null });
    setCaption('');
    setProgress(null);
    setProblem(attachmentProblem(file, t, i18n.language));
  };

  const remove = () => {
    abort.current?.abort();
    setPicked(null);
    setProgress(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  };

  const send = async () => {
    if (!picked || problem) return;
    abort.current = new AbortController();
    setProgress(0);
    try {
      const media = await uploadMedia(picked.file, { kind: picked.kind, onProgress: setProgress, signal: abort.current.signal });
      onSend(media, picked.kind === 'audio' || picked.kind === 'sticker' ? '' : caption);
      remove();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProgress(null);
      setProblem(errorMessage(error));
    }
  };

  const uploading = progress !== null;
  const captioned = picked && picked.kind !== 'audio' && picked.kind !== 'sticker';
  return (
    <>
      <Tooltip label={t('composer.attach')}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('composer.attach')} disabled={disabled} onClick={() => input.current?.click()}>
          <IconPaperclip size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="attachment-input"
        onChange={(event) => choose(event.currentTarget.files?.[0])}
      />
      <Modal opened={!!picked} onClose={remove} title={t('attachments.title')} centered>
        {picked && (
          <Stack gap="sm">
            {picked.previewUrl ? (
              <Image src={picked.previewUrl} alt={picked.file.name} mah={280} fit="contain" radius="sm" />
            ) : (
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  <IconFile size={20} />
                </ThemeIcon>
                <Text size="sm" fw={500} truncate>
                  {picked.file.name}
                </Text>
              </Group>
            )}
            <Text size="xs" c="dimmed" data-testid="attachment-details">
              {t(`types.${picked.kind}`)} · {formatSize(picked.file.size, i18n.language)}
            </Text>
            {captioned && (
              <Textarea
                label={t('attachments.caption')}
                autosize
                minRows={1}
                maxRows={4}
                maxLength={1024}
                value={caption}
                disabled={uploading}
                onChange={(event) => setCaption(event.currentTarget.value)}
              />
            )}
            {problem && (
              <Alert color="red" p="xs" role="alert">
                {problem}
              </Alert>
            )}
            {uploading && <Progress value={Math.round((progress ?? 0) * 100)} aria-label={t('attachments.uploading')} animated />}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={remove}>
                {t('attachments.remove')}
              </Button>
              <Button onClick={() => void send()} loading={uploading} disabled={!!problem}>
                {t('attachments.send')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
