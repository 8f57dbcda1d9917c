// Success, warning and danger alerts (spec section 8), closing by themselves after 5 s unless told otherwise.
import { notifications } from '@mantine/notifications';
import { ALERT_DEFAULT_MS } from '@atende/contract';
import { LinkifiedText } from './linkified-text';

export type AlertKind = 'success' | 'warning' | 'danger';

const colors: Record<AlertKind, string> = { success: 'green', warning: 'yellow', danger: 'red' };

export function showAlert(kind: AlertKind, message: string, autoCloseMs: number = ALERT_DEFAULT_MS): string {
  return notifications.show({
    color: colors[kind],
    message: <LinkifiedText text={message} />,
    autoClose: autoCloseMs,
    withBorder: true,
  });
}

export const alertSuccess = (message: string) => showAlert('success', message);
export const alertDanger = (message: string) => showAlert('danger', message);
