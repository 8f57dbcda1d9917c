import { useState } from 'react';
import { Alert, Button, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contactImportFinished, type ContactImport } from '@atende/contract';
import { ExportButton } from '@/shared/ui/export-button';
import { StatCount } from '@/shared/ui/stat-count';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { errorReportUrl } from '../api/contact-import-api';
import { progressPercent } from '../model/mapping';

type ProgressStepProps = {
  view: ContactImport;
  cancelling: boolean;
  onCancel: () => void;
  onAnother: () => void;
  onClose: () => void;
};

/** Steps 3 and 4: the live progress bar, then created / updated / with errors and the error report. */
export function ProgressStep({ view, cancelling, onCancel, onAnother, onClose }: ProgressStepProps) {
  const { t } = useTranslation('contactImport');
  const [confirming, setConfirming] = useState(false);
  const finished = contactImportFinished(view.status);
  const percent = progressPercent(view);
  return (
    <Stack>
      {finished ? (
        <Title order={3} c={view.status === 'done' ? undefined : 'red'}>
          {t(`result.${view.status as 'done' | 'failed' | 'cancelled'}`)}
        </Title>
      ) : (
        <>
          <Progress value={percent} size="xl" striped animated aria-label={t('progress.label')} aria-valuetext={`${percent}%`} />
          <Text aria-live="polite">{view.status === 'queued' ? t('progress.queued') : t('progress.counts', { processed: view.processedRows, count: view.totalRows })}</Text>
          <Text size="sm" c="dimmed">
            {t('progress.background')}
          </Text>
        </>
      )}
      {view.errorMessage && (
        <Alert color="red" role="alert">
          {view.errorMessage}
        </Alert>
      )}
      <SimpleGrid cols={3}>
        <StatCount label={t('result.created')} value={view.createdCount} color="teal" />
        <StatCount label={t('result.updated')} value={view.updatedCount} />
        <StatCount label={t('result.errors')} value={view.errorCount} color={view.errorCount > 0 ? 'red' : undefined} />
      </SimpleGrid>
      {finished && view.errorCount > 0 && <Text size="sm">{t('result.errorsHint')}</Text>}
      <Group justify="flex-end">
        {!finished && (
          <Button variant="default" color="red" onClick={() => setConfirming(true)} loading={cancelling}>
            {t('progress.cancel')}
          </Button>
        )}
        {finished && view.errorCount > 0 && (
          <ExportButton url={(format) => errorReportUrl(view._id, format)} fileName={`erros-importacao-${view.fileName.replace(/\.(csv|xlsx)$/i, '')}`} label={t('result.download')} />
        )}
        {finished && (
          <>
            <Button variant="default" onClick={onAnother}>
              {t('result.another')}
            </Button>
            <Button onClick={onClose}>{t('result.close')}</Button>
          </>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('progress.cancelTitle')}
        message={t('progress.cancelMessage')}
        confirmLabel={t('progress.cancel')}
        danger
        loading={cancelling}
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
