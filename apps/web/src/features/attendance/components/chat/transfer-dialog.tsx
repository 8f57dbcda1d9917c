import { useState } from 'react';
import { SegmentedControl, Select, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/shared/ui/form-modal';
import { useTransferAttendance } from '../../api/transfer-attendance';
import { useTransferDepartments, useTransferOperators } from '../../api/transfer-targets';
import { attendanceNamespace } from '../../locales';
import { useAttendanceActionOutcome } from './use-attendance-action-outcome';

type TransferDialogProps = {
  opened: boolean;
  attendanceId: string;
  operatorId: string;
  channelId: string;
  onClose: () => void;
  onTransferred: () => void;
};

type Kind = 'operator' | 'department';

export function TransferDialog(props: TransferDialogProps) {
  const { t } = useTranslation(attendanceNamespace);
  const [kind, setKind] = useState<Kind>('operator');
  const [targetId, setTargetId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const operators = useTransferOperators(props.channelId, props.operatorId, props.opened);
  const departments = useTransferDepartments(props.channelId, props.opened && kind === 'department');
  const transfer = useTransferAttendance(props.attendanceId, props.operatorId);

  const options =
    kind === 'operator'
      ? (operators.data ?? []).map((o) => ({ value: o._id, label: `${o.name} (${t(o.status ? 'transfer.online' : 'transfer.offline')})` }))
      : (departments.data ?? []).map((d) => ({ value: d._id, label: d.name }));
  const loading = kind === 'operator' ? operators.isLoading : departments.isLoading;

  const close = () => {
    setTargetId(null);
    setNote('');
    props.onClose();
  };
  const outcome = useAttendanceActionOutcome(props.attendanceId, close);

  const submit = () => {
    if (!targetId) return;
    const target = kind === 'operator' ? { operatorId: targetId } : { departmentId: targetId };
    transfer.mutate(
      { target, note: note.trim() || undefined },
      outcome(t('transfer.success'), props.onTransferred),
    );
  };

  return (
    <FormModal
      opened={props.opened}
      title={t('transfer.title')}
      submitLabel={t('transfer.confirm')}
      submitting={transfer.isPending}
      submitDisabled={!targetId}
      onSubmit={submit}
      onClose={close}
    >
      <SegmentedControl
        fullWidth
        aria-label={t('transfer.to')}
        value={kind}
        onChange={(value) => {
          setKind(value as Kind);
          setTargetId(null);
        }}
        data={[
          { value: 'operator', label: t('transfer.operator') },
          { value: 'department', label: t('transfer.department') },
        ]}
      />
      {!loading && options.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="sm" data-testid="transfer-empty">
          {t(kind === 'operator' ? 'transfer.noOperators' : 'transfer.noDepartments')}
        </Text>
      ) : (
        <Select
          label={t(kind === 'operator' ? 'transfer.operator' : 'transfer.department')}
          placeholder={t(kind === 'operator' ? 'transfer.chooseOperator' : 'transfer.chooseDepartment')}
          data={options}
          value={targetId}
          onChange={setTargetId}
          searchable
          disabled={loading}
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <Textarea label={t('transfer.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={1000} autosize minRows={2} />
    </FormModal>
  );
}
