// /chat?token&operatorId&channelId&attendanceId: the operator panel's chat for one attendance, to
// embed in another system. The token becomes this tab's session in memory only (never the stored
// sign-in), so the API calls and the socket act as that operator while the page is open.
import { Suspense, useEffect, useState } from 'react';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError, isApiErrorOf } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { sessionStore, useSession } from '@/shared/session/session-store';
import { PageLoader } from '@/shared/ui/page-loader';
import { attendanceDetailOptions, ChatPane, markAttendanceRead, useConversationEvents, usePanelUser } from '@/features/attendance';
import { embedUserOptions } from '../api/embed-user';
import { EmbedNotice } from '../components/embed-notice';
import { embedNamespace } from '../locales';
import { matchTokenUser, readChatParams, type ChatParams } from '../model/chat-params';

export function EmbedChatPage() {
  const { t } = useTranslation(embedNamespace);
  const [search] = useSearchParams();
  const params = readChatParams(search);
  if (!params) return <EmbedNotice title={t('chat.missingParamsTitle')} description={t('chat.missingParams')} />;
  return <EmbedChat key={params.token} params={params} />;
}

function EmbedChat({ params }: { params: ChatParams }) {
  const { t } = useTranslation(embedNamespace);
  const session = useSession();
  const boot = useQuery(embedUserOptions(params.token));
  const match = boot.data ? matchTokenUser(boot.data, params) : null;
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!boot.data || match !== 'ok') return;
    sessionStore.startTabOnly(params.token, boot.data);
    setStarted(true);
  }, [boot.data, match, params.token]);
  // Leaving the page ends the tab's embed session (the stored sign-in, if any, comes back on reload).
  useEffect(
    () => () => {
      if (sessionStore.isTabOnly()) sessionStore.clear();
    },
    [],
  );

  if (boot.isError) {
    return isApiErrorOf(boot.error, 'unauthorized') ? (
      <EmbedNotice title={t('chat.invalidTokenTitle')} description={t('chat.invalidToken')} />
    ) : (
      <EmbedNotice title={t('chat.loadErrorTitle')} description={errorMessage(boot.error)} />
    );
  }
  if (match === 'wrongChannel') return <EmbedNotice title={t('chat.wrongChannelTitle')} description={t('chat.wrongChannel')} />;
  if (match === 'wrongOperator') return <EmbedNotice title={t('chat.wrongOperatorTitle')} description={t('chat.wrongOperator')} />;
  const live = !!session && session.token === params.token && sessionStore.isTabOnly();
  // Started, then gone: a 401 (expired or revoked) or the server closing the operator's session.
  if (started && !live) return <EmbedNotice title={t('chat.expiredTitle')} description={t('chat.expired')} />;
  if (!live) return <PageLoader />;
  return <EmbeddedConversation params={params} />;
}

function EmbeddedConversation({ params }: { params: ChatParams }) {
  const { t } = useTranslation(embedNamespace);
  const user = usePanelUser();
  const queryClient = useQueryClient();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const detail = useQuery({ ...attendanceDetailOptions(queryClient, params.attendanceId), retry: false });
  useConversationEvents({ operatorId: params.operatorId, selectedId: params.attendanceId, soundAlert: user.soundAlert });
  const found = !!detail.data;

  useEffect(() => {
    if (found) void markAttendanceRead(params.attendanceId).catch(() => undefined);
  }, [found, params.attendanceId]);

  if (detail.isError) {
    return isApiError(detail.error) && detail.error.statusCode === 404 ? (
      <EmbedNotice title={t('chat.notFoundTitle')} description={t('chat.notFound')} />
    ) : (
      <EmbedNotice title={t('chat.loadErrorTitle')} description={errorMessage(detail.error)} />
    );
  }
  if (!found) return <PageLoader />;
  return (
    <Box h="calc(100dvh - 2 * var(--mantine-spacing-sm))" mih={420} aria-label={t('chat.title')} component="section">
      <Suspense fallback={<PageLoader />}>
        <ChatPane
          attendanceId={params.attendanceId}
          operatorId={params.operatorId}
          channelId={params.channelId}
          user={user}
          narrow={narrow}
          onClose={() => undefined}
        />
      </Suspense>
    </Box>
  );
}
