import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/shared/ui/form-modal';
import { useFinishAttendance } from '../../api/finish-attendance';
import { attendanceNamespace } from '../../locales';
import { useAttendanceActionOutcome } from './use-attendance-action-outcome';

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
  const [observation, setObservation] = useState('');
  const finish = useFinishAttendance(props.attendanceId, props.operatorId);

  const close = () => {
    setObservation('');
    props.onClose();
  };
  const outcome = useAttendanceActionOutcome(props.attendanceId, close);

  const submit = () =>
    finish.mutate(
      // Tabulations: the select appears here once the channel can have tabulations (none exist yet).
      { observation: observation.trim() || undefined },
      outcome(t('finish.success'), props.onFinished),
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
