// The optional file sent along with a quick answer: upload it (POST /api/upload, through the
// attendance feature's uploader), show its name, replace or remove it.
import { useState } from 'react';
import { Button, FileButton, Group, Loader, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alertDanger } from '@/shared/ui/alerts';
import { errorMessage } from '@/shared/http/http-client';
import { catalogNamespace } from '../locales';

export type Attachment = { mediaId: string; fileName: string | null };

type Props = {
  value: Attachment | null;
  onChange: (value: Attachment | null) => void;
  error?: string;
};

export function QuickAnswerAttachment({ value, onChange, error }: Props) {
  const { t } = useTranslation(catalogNamespace);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      // Loaded on demand: the management screen needs only the uploader of the attendance feature.
      const { uploadMedia } = await import('@/features/attendance');
      const media = await uploadMedia(file);
      onChange({ mediaId: media._id, fileName: media.fileName ?? file.name });
    } catch (err) {
      alertDanger(`${t('quickAnswers.uploadFailed')} ${errorMessage(err)}`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t('quickAnswers.attachment')}
      </Text>
      <Group gap="sm">
        {uploading ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('quickAnswers.uploading')}</Text>
          </Group>
        ) : (
          <Text size="sm" c={value ? undefined : 'dimmed'} data-testid="quick-answer-attachment">
            {value ? (value.fileName ?? t('quickAnswers.file')) : t('quickAnswers.noAttachment')}
          </Text>
        )}
        <FileButton onChange={(file) => void upload(file)} disabled={uploading}>
          {(fileProps) => (
            <Button {...fileProps} variant="default" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />} disabled={uploading}>
              {t(value ? 'quickAnswers.replaceAttachment' : 'quickAnswers.attach')}
            </Button>
          )}
        </FileButton>
        {value && !uploading && (
          <Button variant="subtle" color="red" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={() => onChange(null)}>
            {t('quickAnswers.removeAttachment')}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
