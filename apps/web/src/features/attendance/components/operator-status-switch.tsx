import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger } from '@/shared/ui/alerts';
import { useSessionUser } from '@/shared/session/session-store';
import { useOperatorStatusMutation } from '../api/operator-status';
import { useOperatorStatusEvents } from '../realtime/use-operator-status-events';
import { attendanceNamespace } from '../locales';

/** Online/Offline of the operator; going online after working hours is refused with 408 (spec 4, 8). */
export function OperatorStatusSwitch() {
  const { t } = useTranslation(attendanceNamespace);
  const user = useSessionUser();
  const mutation = useOperatorStatusMutation();
  useOperatorStatusEvents();
  const operator = user?.operatorData;
  if (!operator) return null;

  const change = (status: boolean) =>
    mutation.mutate(
      { operatorId: operator._id, status },
      {
        onError: (error) =>
          alertDanger(isApiError(error) && error.statusCode === 408 ? t('common:alerts.workTimeOver') : errorMessage(error)),
      },
    );

  return (
    <Switch
      size="md"
      color="green"
      checked={operator.status}
      disabled={mutation.isPending}
      onChange={(event) => change(event.currentTarget.checked)}
      label={t(operator.status ? 'status.online' : 'status.offline')}
      aria-label={t('status.label')}
      data-testid="operator-status"
    />
  );
}
