import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { FormModal } from '@/shared/ui/form-modal';
import { useFinishAttendance } from '../../api/finish-attendance';
import { attendanceKeys } from '../../api/query-keys';
import { attendanceNamespace } from '../../locales';

type FinishDialogProps = {
  opened: boolean;
  attendanceId: string;
  operatorId: string;
  contactName: string;
  onClose: () => void;
  onFinished: () => void;
};

export function FinishDialog(props: FinishDialogProps) {
  const { t } = useTranslation(attendanceNamespace);
  const queryClient = useQueryClient();
  const [observation, setObservation] = useState('');
  const finish = useFinishAttendance(props.attendanceId, props.operatorId);

  const close = () => {
    setObservation('');
    props.onClose();
  };

  const submit = () =>
    finish.mutate(
      // Tabulations: the select appears here once the channel can have tabulations (none exist yet).
      { observation: observation.trim() || undefined },
      {
        onSuccess: () => {
          alertSuccess(t('finish.success'));
          close();
          props.onFinished();
        },
        onError: (error) => {
          alertDanger(errorMessage(error));
          if (isApiError(error) && error.statusCode === 409) {
            void queryClient.invalidateQueries({ queryKey: attendanceKeys.detail(props.attendanceId) });
            close();
          }
        },
      },
    );

  return (
    <FormModal
      opened={props.opened}
      title={t('finish.title')}
      submitLabel={t('finish.confirm')}
      submitting={finish.isPending}
      danger
      onSubmit={submit}
      onClose={close}
    >
      <Text size="sm">{t('finish.message', { name: props.contactName })}</Text>
      <Textarea
        label={t('finish.observation')}
        value={observation}
        onChange={(e) => setObservation(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
    </FormModal>
  );
}
