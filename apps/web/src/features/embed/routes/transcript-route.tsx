// /messages/{channelId}/{attendanceId}?exp&sig: a conversation, read only and print-friendly, opened
// by a signed share link or by a session of its channel; anything else gets a clear refusal.
import { Suspense, useEffect, useMemo } from 'react';
import { Button, Center, Container, Group, Loader, Paper, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isApiError, isApiErrorOf } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { useSession } from '@/shared/session/session-store';
import { PageLoader } from '@/shared/ui/page-loader';
import { buildTimeline, MessageRow } from '@/features/attendance';
import { transcriptOptions, type TranscriptLink } from '../api/transcript';
import { EmbedNotice } from '../components/embed-notice';
import { TranscriptHeader } from '../components/transcript-header';
import { embedNamespace } from '../locales';
import '../components/transcript-print.css';

const noReply = () => undefined;

export function TranscriptPage() {
  const { t } = useTranslation(embedNamespace);
  const { channelId = '', attendanceId = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const link: TranscriptLink = { channelId, attendanceId, exp: search.get('exp'), sig: search.get('sig') };
  const query = useInfiniteQuery(transcriptOptions(link, session?.token ?? null));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pageCount = query.data?.pages.length ?? 0;

  // The whole conversation on one page (so it prints whole): the next page as soon as one arrives.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, pageCount]);

  const header = query.data?.pages[0]?.attendance;
  const timeZone = header?.timeZone ?? 'America/Sao_Paulo';
  const items = useMemo(() => {
    // buildTimeline reads pages newest first: the transcript's pages come oldest first.
    const pages = (query.data?.pages ?? []).map((p) => ({ messages: [...p.messages].reverse(), nextBefore: null })).reverse();
    return buildTimeline(pages, timeZone);
  }, [query.data, timeZone]);
  const now = useMemo(() => new Date(), []);

  if (query.isError) {
    if (isApiErrorOf(query.error, 'invalid_link')) {
      const signIn = session ? null : (
        <Button component={Link} to={`/login?redirect=${encodeURIComponent(location.pathname)}`} variant="light">
          {t('transcript.signIn')}
        </Button>
      );
      return <EmbedNotice title={t('transcript.refusedTitle')} description={t('transcript.refused')} action={signIn} />;
    }
    if (isApiError(query.error) && query.error.statusCode === 404) return <EmbedNotice title={t('transcript.notFoundTitle')} description={errorMessage(query.error)} />;
    return <EmbedNotice title={t('transcript.loadErrorTitle')} description={errorMessage(query.error)} />;
  }
  if (!header) return <PageLoader />;

  return (
    <Container size="md" py="md" className="atende-transcript">
      <Group justify="flex-end" className="atende-no-print" mb="xs">
        <Button variant="default" size="xs" leftSection={<IconPrinter size={14} aria-hidden />} onClick={() => window.print()}>
          {t('transcript.print')}
        </Button>
      </Group>
      <TranscriptHeader attendance={header} />
      <Paper withBorder radius="md" py="sm" component="section" aria-label={t('transcript.title', { protocol: header.protocol })}>
        {items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('transcript.empty')}
          </Text>
        ) : (
          <Suspense fallback={<PageLoader />}>
            {items.map((item) => (
              <MessageRow key={item.message._id} item={item} timeZone={timeZone} now={now} canReply={false} onReply={noReply} />
            ))}
          </Suspense>
        )}
        {hasNextPage && (
          <Center py="sm" className="atende-no-print">
            <Loader size="sm" aria-label={t('transcript.loadingMore')} />
          </Center>
        )}
      </Paper>
    </Container>
  );
}
