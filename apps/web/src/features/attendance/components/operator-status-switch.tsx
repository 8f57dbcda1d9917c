import { useState } from 'react';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { logoffRefusedDataSchema, type OpenAttendanceSummary } from '@atende/contract';
import { isApiErrorOf } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger } from '@/shared/ui/alerts';
import { useSessionUser } from '@/shared/session/session-store';
import { useOperatorStatusMutation } from '../api/operator-status';
import { useOperatorStatusEvents } from '../realtime/use-operator-status-events';
import { attendanceNamespace } from '../locales';
import { OpenAttendancesModal } from './open-attendances-modal';

/**
 * Online/Offline of the operator. Going online after working hours is refused with 408 (spec 4, 8);
 * going offline with conversations in progress, when the channel asks them finished first, with 409
 * and their list, shown in a dialog.
 */
export function OperatorStatusSwitch() {
  const { t } = useTranslation(attendanceNamespace);
  const user = useSessionUser();
  const mutation = useOperatorStatusMutation();
  const [open, setOpen] = useState<OpenAttendanceSummary[]>([]);
  useOperatorStatusEvents(user?.operatorData?._id ?? null);
  const operator = user?.operatorData;
  if (!operator) return null;

  const refused = (error: unknown) => {
    if (isApiErrorOf(error, 'work_time_over')) return alertDanger(t('common:alerts.workTimeOver'));
    const list = isApiErrorOf(error, 'attendances_open') ? logoffRefusedDataSchema.safeParse(error.data) : null;
    alertDanger(errorMessage(error));
    if (list?.success) setOpen(list.data.attendances);
  };

  return (
    <>
      <Switch
        size="md"
        color="green"
        checked={operator.status}
        disabled={mutation.isPending}
        onChange={(event) => mutation.mutate({ operatorId: operator._id, status: event.currentTarget.checked }, { onError: refused })}
        label={t(operator.status ? 'status.online' : 'status.offline')}
        aria-label={t('status.label')}
        data-testid="operator-status"
      />
      <OpenAttendancesModal attendances={open} onClose={() => setOpen([])} />
    </>
  );
}
