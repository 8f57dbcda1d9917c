// The campaign's own contact list (CSV or XLSX): the server finds the number column by its header
// (Número, Telefone, Celular, WhatsApp…), an optional Nome, and keeps the other columns as variables.
// It needs the campaign's id, so it appears once the campaign is saved.
import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_UPLOAD_MAX_BYTES, type Campaign } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useUploadAudienceMutation } from '../../api/campaign-mutations';
import { campaignsNamespace } from '../../locales';

const MAX_MB = CAMPAIGN_UPLOAD_MAX_BYTES / (1024 * 1024);
const spreadsheets = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

type Rejected = { line: number; reason: string }[];

export function AudienceUpload({ campaign }: { campaign: Campaign | null }) {
  const { t } = useTranslation(campaignsNamespace);
  const upload = useUploadAudienceMutation();
  // The lines the server did not use come only with the upload's answer.
  const [rejected, setRejected] = useState<Rejected>([]);
  if (!campaign) return <Text size="sm" c="dimmed">{t('upload.saveFirst')}</Text>;

  const send = (file: File) =>
    upload.mutate(
      { id: campaign._id, file },
      {
        onSuccess: (answer) => {
          setRejected(answer.rejected);
          alertSuccess(t('upload.done'));
        },
        onError: (error) => alertDanger(errorMessage(error)),
      },
    );
  const list = campaign.upload;
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={([file]) => file && send(file)}
        onReject={() => alertDanger(t('upload.rejectedFile', { max: MAX_MB }))}
        accept={spreadsheets}
        maxSize={CAMPAIGN_UPLOAD_MAX_BYTES}
        maxFiles={1}
        multiple={false}
        loading={upload.isPending}
        inputProps={{ 'aria-label': t('upload.inputLabel') }}
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <IconFileSpreadsheet size={36} aria-hidden />
          <Stack gap={2} maw={420}>
            <Text size="sm">{upload.isPending ? t('upload.uploading') : t('upload.drop')}</Text>
            <Text size="xs" c="dimmed">
              {t('upload.hint', { max: MAX_MB })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {list ? (
        <Stack gap={2} data-testid="upload-summary">
          <Text size="sm">{t('upload.summary', {
              fileName: list.fileName,
              rows: t('upload.rows', { count: list.rows }),
              recipients: t('upload.recipients', { count: list.recipients }),
            })}</Text>
          {list.columns.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('upload.columns', { columns: list.columns.join(', ') })}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('upload.none')}
        </Text>
      )}
      {rejected.length > 0 && (
        <Alert color="orange" title={t('upload.rejectedLines')}>
          <List size="sm" data-testid="rejected-lines">
            {rejected.map((r) => (
              <List.Item key={r.line}>{t('upload.rejectedLine', { line: r.line, reason: r.reason })}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
