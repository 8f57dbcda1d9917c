import { useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportExport, ReportExportBody, ReportFormat, ReportName } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { ExportFormatMenu } from '@/shared/ui/export-button';
import { startReportExport, useReportExportJob } from '../api/report-export';
import { reportsKitNamespace } from '../locales';

type Props = {
  name: ReportName;
  /** The current filters (and /reportAverage's grouping); the format is added per choice. */
  body: Omit<ReportExportBody, 'format'>;
  disabled?: boolean;
};

/** "Exportar" → CSV / XLSX of every row of the current filter. A large export becomes a job with progress. */
export function ExportMenu({ name, body, disabled = false }: Props) {
  const { t } = useTranslation(reportsKitNamespace);
  const [job, setJob] = useState<ReportExport | null>(null);
  const run = async (format: ReportFormat) => {
    const outcome = await startReportExport(name, { ...body, format });
    if (outcome.kind === 'job') setJob(outcome.job);
  };
  return (
    <>
      <ExportFormatMenu
        labels={{ button: t('export.label'), csv: t('export.csv'), xlsx: t('export.xlsx') }}
        onPick={run}
        failed={t('export.failed')}
        disabled={disabled}
      />
      {job && <ExportJobDialog job={job} onClose={() => setJob(null)} />}
    </>
  );
}

/** The background export: rows written of the total, then the signed link to the file. */
function ExportJobDialog({ job: initial, onClose }: { job: ReportExport; onClose: () => void }) {
  const { t } = useTranslation(reportsKitNamespace);
  const query = useReportExportJob(initial);
  const job = query.data ?? initial;
  const percent = job.total > 0 ? Math.min(100, Math.round((job.rows / job.total) * 100)) : 0;
  const format = (n: number) => n.toLocaleString('pt-BR');
  return (
    <Modal opened onClose={onClose} title={t('export.title')} centered>
      <Stack>
        {job.status === 'failed' || query.isError ? (
          <Alert color="red" role="alert">
            {job.error ?? (query.isError ? errorMessage(query.error) : t('export.failed'))}
          </Alert>
        ) : job.status === 'done' && job.downloadUrl ? (
          <>
            <Text>{t('export.ready')}</Text>
            <Group>
              <Button component="a" href={job.downloadUrl} download={job.fileName} leftSection={<IconDownload size={16} aria-hidden />}>
                {t('export.download')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('export.preparing')}</Text>
            <Progress value={percent} animated aria-label={t('export.progress', { rows: format(job.rows), total: format(job.total) })} />
            <Text size="sm" c="dimmed" data-testid="export-progress">
              {t('export.progress', { rows: format(job.rows), total: format(job.total) })}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onClose}>
            {t('export.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
