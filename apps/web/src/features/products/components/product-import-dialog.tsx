// Import products from a spreadsheet: choose the file (upload progress), then follow the background
// import (polled every second) until its counts and, when rows failed, the error report to download.
import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import { Button, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMPORT_MAX_BYTES, productImportColumns, type ProductImport } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger } from '@/shared/ui/alerts';
import { ExportButton } from '@/shared/ui/export-button';
import { ImportProgressBody } from '@/shared/ui/import-progress';
import { importFinished, productImportReportUrl, uploadProductFile, useProductImport } from '../api/product-import-api';
import { productsNamespace } from '../locales';

const MAX_MB = PRODUCT_IMPORT_MAX_BYTES / (1024 * 1024);
const accepted = { 'text/csv': ['.csv'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'] };

function ImportProgress({ view, onAnother, onClose }: { view: ProductImport; onAnother: () => void; onClose: () => void }) {
  const { t } = useTranslation(productsNamespace);
  const finished = importFinished(view);
  const percent = view.totalRows > 0 ? Math.round((view.processedRows / view.totalRows) * 100) : 0;
  return (
    <Stack>
      {finished && (
        <Title order={3} c={view.status === 'done' ? undefined : 'red'}>
          {t(view.status === 'done' ? 'import.done' : 'import.failed')}
        </Title>
      )}
      <ImportProgressBody
        progress={view}
        queued={view.status === 'queued'}
        finished={finished}
        percent={percent}
        labels={{
          bar: t('import.progressLabel'),
          queued: t('import.queued'),
          counts: t('import.progress', { processed: view.processedRows, count: view.totalRows }),
          created: t('import.created'),
          updated: t('import.updated'),
          errors: t('import.errors'),
        }}
      />
      {finished && view.errorCount > 0 && <Text size="sm">{t('import.errorsHint')}</Text>}
      {finished && (
        <Group justify="flex-end">
          {view.errorCount > 0 && (
            <ExportButton url={(format) => productImportReportUrl(view._id, format)} fileName={`erros-importacao-${view.fileName.replace(/\.(csv|xlsx)$/i, '')}`} label={t('import.download')} />
          )}
          <Button variant="default" onClick={onAnother}>
            {t('import.another')}
          </Button>
          <Button onClick={onClose}>{t('import.close')}</Button>
        </Group>
      )}
    </Stack>
  );
}

export function ProductImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(productsNamespace);
  const [started, setStarted] = useState<ProductImport | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const view = useProductImport(started);
  const close = () => {
    setStarted(null);
    onClose();
  };

  const upload = (file: File) => {
    setProgress(0);
    uploadProductFile(file, setProgress).then(setStarted, (err: unknown) => alertDanger(errorMessage(err))).finally(() => setProgress(null));
  };

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="lg" centered>
      {view ? (
        <ImportProgress view={view} onAnother={() => setStarted(null)} onClose={close} />
      ) : (
        <Stack>
          <Text size="sm">{t('import.hint', { max: MAX_MB, columns: Object.values(productImportColumns).join(', ') })}</Text>
          <Dropzone
            onDrop={([file]) => file && upload(file)}
            onReject={() => alertDanger(t('import.rejected', { max: MAX_MB }))}
            accept={accepted}
            maxSize={PRODUCT_IMPORT_MAX_BYTES}
            maxFiles={1}
            multiple={false}
            loading={progress !== null && progress >= 1}
            inputProps={{ 'aria-label': t('import.inputLabel') }}
          >
            <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={40} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Idle>
                <IconFileSpreadsheet size={40} aria-hidden />
              </Dropzone.Idle>
              <Text size="lg">{progress === null ? t('import.drop') : t('import.uploading', { percent: Math.round(progress * 100) })}</Text>
            </Group>
          </Dropzone>
          {progress !== null && <Progress value={Math.round(progress * 100)} aria-label={t('import.progressLabel')} />}
        </Stack>
      )}
    </Modal>
  );
}
