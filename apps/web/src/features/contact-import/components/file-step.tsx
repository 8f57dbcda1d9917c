import '@mantine/dropzone/styles.css';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_IMPORT_MAX_BYTES } from '@atende/contract';
import { alertDanger } from '@/shared/ui/alerts';

const MAX_MB = CONTACT_IMPORT_MAX_BYTES / (1024 * 1024);
export const acceptedFiles = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

type FileStepProps = { uploading: boolean; onFile: (file: File) => void };

/** Step 1: drop or choose the spreadsheet. */
export function FileStep({ uploading, onFile }: FileStepProps) {
  const { t } = useTranslation('contactImport');
  return (
    <Dropzone
      onDrop={(files) => {
        const [file] = files;
        if (file) onFile(file);
      }}
      onReject={() => alertDanger(t('file.rejected', { max: MAX_MB }))}
      accept={acceptedFiles}
      maxSize={CONTACT_IMPORT_MAX_BYTES}
      maxFiles={1}
      multiple={false}
      loading={uploading}
      inputProps={{ 'aria-label': t('file.inputLabel') }}
    >
      <Group justify="center" gap="lg" mih={160} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={44} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>{uploading ? <Loader size="lg" /> : <IconFileSpreadsheet size={44} aria-hidden />}</Dropzone.Idle>
        <Stack gap={4} maw={380}>
          <Text size="lg">{uploading ? t('file.uploading') : t('file.drop')}</Text>
          <Text size="sm" c="dimmed">
            {t('file.hint', { max: MAX_MB })}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
