// The channel needs its owner (the provider refused its token): a banner on every signed-in page of
// the channel's people, from the session and kept current by the `channel.attention` socket event.
import { useState } from 'react';
import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/shared/session/session-store';
import { useSocketEvent } from '@/shared/socket/socket-client';
import { attendanceNamespace } from '../locales';

const known = ['provider_auth'];

export function ChannelAttentionBanner() {
  const { t } = useTranslation(attendanceNamespace);
  const user = useSessionUser();
  // undefined: nothing heard since sign-in, so the session's value holds.
  const [live, setLive] = useState<string | null | undefined>(undefined);
  useSocketEvent('channel.attention', ({ channelId, attentionReason }) => {
    if (channelId === user?.channelId) setLive(attentionReason);
  });
  const reason = live === undefined ? (user?.channel?.attentionReason ?? null) : live;
  if (!reason) return null;
  return (
    <Alert color="red" variant="light" mb="sm" icon={<IconPlugConnectedX size={18} aria-hidden />} role="alert" data-testid="channel-attention">
      {t(known.includes(reason) ? `attention.${reason}` : 'attention.other')}
    </Alert>
  );
}
