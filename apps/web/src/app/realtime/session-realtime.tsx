// The socket's lifetime follows the session, and the session-wide events of spec section 4 are
// handled here: forced logouts, the end of the work day and a second connection elsewhere.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { channelConfigResponseSchema, type SessionUser } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { useSession, sessionStore } from '@/shared/session/session-store';
import { logout } from '@/shared/session/logout';
import { connectSocket, disconnectSocket, useSocketEvent } from '@/shared/socket/socket-client';
import { alertDanger } from '@/shared/ui/alerts';
import { paths } from '@/shared/paths';
import { useCalendarReminders } from '@/features/calendar';
import { useSessionUpdates } from './use-session-updates';

/** Admins with the QR page and channels connecting by QR also open the "/qr" namespace. */
export const needsQrNamespace = (user: SessionUser): boolean =>
  user.role === 'admin'
    ? !!user.admin?.master || !!user.admin?.showQRPage
    : !!user.channelConfig?.enableQRThroughChannel;

export function SessionRealtime() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [alreadyConnected, setAlreadyConnected] = useState(false);
  const token = session?.token ?? null;
  const withQr = session ? needsQrNamespace(session.user) : false;

  // Mounted only while there is a session: its end (however it came) closes the connection.
  useEffect(() => () => disconnectSocket(), []);
  useEffect(() => {
    if (!token) {
      disconnectSocket();
      return;
    }
    void connectSocket({
      token,
      withQr,
      onUnauthorized: () => logout('session_expired'),
      onGiveUp: () => logout('connection_lost'),
      isPaused: () => window.location.pathname === paths.login,
    });
  }, [token, withQr]);

  useSocketEvent('outside_working_hours', () => logout('outside_working_hours'));
  useSocketEvent('disconnected_operator', () => logout('disconnected_operator'));
  useSocketEvent('workTimeOver', () => alertDanger(t('alerts.workTimeOver')));
  useSocketEvent('already_connected', () => setAlreadyConnected(true));
  useCalendarReminders();
  useSessionUpdates();
  useSocketEvent('channel.config_updated', ({ channelId }) => {
    if (sessionStore.user()?.channelId !== channelId) return;
    void queryClient
      .fetchQuery({
        queryKey: ['channel', 'config', channelId],
        queryFn: () => apiRequest(`/api/channel/config/${channelId}`, { schema: channelConfigResponseSchema }),
        staleTime: 0,
      })
      .then(({ channelConfig }) => sessionStore.updateUser((user) => ({ ...user, channelConfig })))
      .catch(() => undefined);
  });

  return (
    <Modal
      opened={alreadyConnected}
      onClose={() => setAlreadyConnected(false)}
      title={t('socket.alreadyConnectedTitle')}
      centered
    >
      <Text mb="lg">{t('socket.alreadyConnectedBody')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setAlreadyConnected(false)}>
          {t('socket.alreadyConnectedKeep')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            setAlreadyConnected(false);
            logout();
          }}
        >
          {t('socket.alreadyConnectedLogout')}
        </Button>
      </Group>
    </Modal>
  );
}
