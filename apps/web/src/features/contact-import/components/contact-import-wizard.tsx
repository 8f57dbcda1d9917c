import { useEffect, useRef, useState } from 'react';
import { Stack, Stepper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactImportFinished, type ContactImport, type ContactImportMapping, type ContactImportPreview } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { contactImportKeys, useCancelImportMutation, useStartImportMutation } from '../api/contact-import-api';
import { uploadContactFile } from '../api/upload-contact-file';
import { useImportProgress } from '../realtime/use-import-progress';
import { FileStep } from './file-step';
import { MappingStep } from './mapping-step';
import { ProgressStep } from './progress-step';

type Stage = { kind: 'file' } | { kind: 'mapping'; preview: ContactImportPreview } | { kind: 'importing'; initial: ContactImport };

/** Follows a started import; when it ends the contact lists are read again. */
function Importing({ initial, onAnother, onClose }: { initial: ContactImport; onAnother: () => void; onClose: () => void }) {
  const { t } = useTranslation('contactImport');
  const queryClient = useQueryClient();
  const view = useImportProgress(initial);
  const cancel = useCancelImportMutation();
  const finished = contactImportFinished(view.status);
  const told = useRef(false);
  useEffect(() => {
    if (!finished || told.current) return;
    told.current = true;
    void queryClient.invalidateQueries({ queryKey: ['contacts'] });
    if (view.status === 'done') alertSuccess(
        t('alerts.done', {
          created: t('alerts.created', { count: view.createdCount }),
          updated: t('alerts.updated', { count: view.updatedCount }),
          errors: t('alerts.errors', { count: view.errorCount }),
        }),
      );
  }, [finished, queryClient, t, view]);
  return (
    <>
      <Stepper active={finished ? 3 : 2} size="sm" mb="lg" aria-hidden>
        <Stepper.Step label={t('steps.file')} />
        <Stepper.Step label={t('steps.mapping')} />
        <Stepper.Step label={t('steps.progress')} />
        <Stepper.Step label={t('steps.result')} />
      </Stepper>
      <ProgressStep
        view={view}
        cancelling={cancel.isPending}
        onCancel={() =>
          cancel.mutate(view._id, {
            onSuccess: (cancelled) => queryClient.setQueryData(contactImportKeys.one(cancelled._id), cancelled),
            onError: (error) => alertDanger(errorMessage(error)),
          })
        }
        onAnother={onAnother}
        onClose={onClose}
      />
    </>
  );
}

/** The import dialog's content: file, column mapping, progress, result. */
export function ContactImportWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('contactImport');
  const [stage, setStage] = useState<Stage>({ kind: 'file' });
  const [uploading, setUploading] = useState(false);
  const start = useStartImportMutation();

  const onFile = (file: File) => {
    setUploading(true);
    uploadContactFile(file)
      .then((preview) => setStage({ kind: 'mapping', preview }))
      .catch((error: unknown) => alertDanger(errorMessage(error)))
      .finally(() => setUploading(false));
  };

  const onStart = (preview: ContactImportPreview, mapping: ContactImportMapping) =>
    start.mutate(
      { id: preview.import._id, mapping },
      { onSuccess: (view) => setStage({ kind: 'importing', initial: view }), onError: (error) => alertDanger(errorMessage(error)) },
    );

  if (stage.kind === 'importing') {
    return <Importing key={stage.initial._id} initial={stage.initial} onAnother={() => setStage({ kind: 'file' })} onClose={onClose} />;
  }
  return (
    <Stack>
      <Stepper active={stage.kind === 'file' ? 0 : 1} size="sm" aria-hidden>
        <Stepper.Step label={t('steps.file')} />
        <Stepper.Step label={t('steps.mapping')} />
        <Stepper.Step label={t('steps.progress')} />
        <Stepper.Step label={t('steps.result')} />
      </Stepper>
      {stage.kind === 'file' ? (
        <FileStep uploading={uploading} onFile={onFile} />
      ) : (
        <MappingStep preview={stage.preview} starting={start.isPending} onBack={() => setStage({ kind: 'file' })} onStart={(mapping) => onStart(stage.preview, mapping)} />
      )}
    </Stack>
  );
}
