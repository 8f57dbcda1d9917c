import { useState } from 'react';
import { Select, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TABULATION_REQUIRED_MESSAGE } from '@atende/contract';
import { FormModal } from '@/shared/ui/form-modal';
import { useFinishAttendance } from '../../api/finish-attendance';
import { useTabulations } from '../../api/tabulations';
import { attendanceNamespace } from '../../locales';
import { useAttendanceActionOutcome } from './use-attendance-action-outcome';

type FinishDialogProps = {
  opened: boolean;
  attendanceId: string;
  operatorId: string;
  channelId: string;
  contactName: string;
  onClose: () => void;
  onFinished: () => void;
};

/** Finishing asks how the attendance ended (a tabulation) whenever the channel has tabulations. */
export function FinishDialog(props: FinishDialogProps) {
  const { t } = useTranslation(attendanceNamespace);
  const [observation, setObservation] = useState('');
  const [tabulationId, setTabulationId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const finish = useFinishAttendance(props.attendanceId, props.operatorId);
  const tabulations = useTabulations(props.channelId, props.opened);
  const options = (tabulations.data ?? []).map((tab) => ({ value: tab._id, label: tab.name }));
  const required = options.length > 0;

  const close = () => {
    setObservation('');
    setTabulationId(null);
    setMissing(false);
    props.onClose();
  };
  const outcome = useAttendanceActionOutcome(props.attendanceId, close);

  const submit = () => {
    if (required && !tabulationId) {
      setMissing(true);
      return;
    }
    finish.mutate(
      { observation: observation.trim() || undefined, tabulationId: tabulationId ?? undefined },
      outcome(t('finish.success'), props.onFinished),
    );
  };

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
      {required && (
        <Select
          label={t('finish.tabulation')}
          placeholder={t('finish.chooseTabulation')}
          data={options}
          value={tabulationId}
          onChange={(value) => {
            setTabulationId(value);
            setMissing(false);
          }}
          required
          searchable
          comboboxProps={{ withinPortal: false }}
          error={missing ? TABULATION_REQUIRED_MESSAGE : undefined}
          data-testid="finish-tabulation"
        />
      )}
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
