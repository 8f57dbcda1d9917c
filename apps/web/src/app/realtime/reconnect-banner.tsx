import { Affix, Notification } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReconnectCountdown } from '@/shared/socket/reconnect-state';

/** The small reconnect countdown of spec section 4. */
export function ReconnectBanner() {
  const { t } = useTranslation();
  const countdown = useReconnectCountdown();
  if (!countdown) return null;
  const { attempt, max, secondsLeft } = countdown;
  return (
    <Affix position={{ bottom: 16, left: 16 }}>
      <Notification
        color="yellow"
        icon={<IconPlugConnectedX size={18} aria-hidden />}
        withCloseButton={false}
        role="status"
        data-testid="reconnect-countdown"
      >
        {secondsLeft > 0
          ? t('socket.reconnecting', { seconds: secondsLeft, attempt, max })
          : t('socket.reconnectingNow', { attempt, max })}
      </Notification>
    </Affix>
  );
}
