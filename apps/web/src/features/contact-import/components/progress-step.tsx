import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contactImportFinished, type ContactImport } from '@atende/contract';
import { ExportButton } from '@/shared/ui/export-button';
import { ImportProgressBody } from '@/shared/ui/import-progress';
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
      {finished && (
        <Title order={3} c={view.status === 'done' ? undefined : 'red'}>
          {t(`result.${view.status as 'done' | 'failed' | 'cancelled'}`)}
        </Title>
      )}
      <ImportProgressBody
        progress={view}
        queued={view.status === 'queued'}
        finished={finished}
        percent={percent}
        labels={{
          bar: t('progress.label'),
          queued: t('progress.queued'),
          counts: t('progress.counts', { processed: view.processedRows, count: view.totalRows }),
          created: t('result.created'),
          updated: t('result.updated'),
          errors: t('result.errors'),
        }}
        runningNote={
          <Text size="sm" c="dimmed">
            {t('progress.background')}
          </Text>
        }
      />
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
