// The history, virtualised: only the bubbles on screen are in the DOM, so 10,000 messages scroll like
// 50. Older pages load when the top is reached (or on the button there); new messages keep the view
// at the bottom only when it already was there, or when the operator just sent one.
import { useCallback, useMemo, useRef, useState } from 'react';
import { ActionIcon, Box, Button, Center, Loader, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import type { Message } from '@atende/contract';
import { useNow } from '@/shared/browser/use-now';
import { EmptyState } from '@/shared/ui/empty-state';
import { useMessageHistory } from '../../api/message-history';
import { attendanceNamespace } from '../../locales';
import { buildTimeline, type TimelineItem } from '../../model/message-timeline';
import { initialAnchor, nextAnchor } from '../../model/prepend-anchor';
import { MessageRow } from './message-row';

type MessageListProps = {
  attendanceId: string;
  timeZone: string;
  canReply: boolean;
  onReply: (message: Message) => void;
};

type HeaderContext = { hasOlder: boolean; loadingOlder: boolean; loadOlder: () => void };

function ListHeader({ context }: { context: HeaderContext }) {
  const { t } = useTranslation(attendanceNamespace);
  return (
    <Center py="sm">
      {context.loadingOlder ? (
        <Loader size="xs" aria-label={t('chat.loadingOlder')} />
      ) : context.hasOlder ? (
        <Button size="compact-xs" variant="subtle" onClick={context.loadOlder}>
          {t('chat.loadOlder')}
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          {t('chat.beginning')}
        </Text>
      )}
    </Center>
  );
}

const components = { Header: ListHeader };

export function MessageList({ attendanceId, timeZone, canReply, onReply }: MessageListProps) {
  const { t } = useTranslation(attendanceNamespace);
  const history = useMessageHistory(attendanceId);
  const now = useNow(60_000);
  const virtuoso = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  const items = useMemo(() => buildTimeline(history.data?.pages ?? [], timeZone), [history.data, timeZone]);
  const ids = useMemo(() => items.map((item) => item.message._id), [items]);

  // Derived during render (React's "state from props" pattern) so Virtuoso gets both changes at once.
  const [anchor, setAnchor] = useState(() => initialAnchor(ids));
  const next = nextAnchor(anchor, ids);
  if (next !== anchor) setAnchor(next);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const context = useMemo(
    () => ({ hasOlder: !!hasNextPage, loadingOlder: isFetchingNextPage, loadOlder }),
    [hasNextPage, isFetchingNextPage, loadOlder],
  );

  const followOutput = useCallback(
    (isAtBottom: boolean) => {
      const last = items[items.length - 1]?.message;
      const justSent = last?.direction === 'out' && last.status === 'pending';
      return isAtBottom || justSent ? 'smooth' : false;
    },
    [items],
  );

  const itemContent = useCallback(
    (_index: number, item: TimelineItem) => (
      <MessageRow item={item} timeZone={timeZone} now={now} canReply={canReply} onReply={onReply} />
    ),
    [timeZone, now, canReply, onReply],
  );

  if (history.isPending) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader aria-label={t('chat.loading')} />
      </Center>
    );
  }
  if (history.isError) return <EmptyState title={t('chat.historyError')} />;
  if (items.length === 0) return <EmptyState title={t('chat.empty')} />;

  return (
    <Box style={{ flex: 1, minHeight: 0, position: 'relative' }} role="log" aria-label={t('chat.messages')}>
      <Virtuoso
        ref={virtuoso}
        style={{ height: '100%' }}
        data={items}
        context={context}
        components={components}
        firstItemIndex={next.index}
        initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
        computeItemKey={(_index, item) => item.message._id}
        itemContent={itemContent}
        startReached={loadOlder}
        followOutput={followOutput}
        atBottomStateChange={setAtBottom}
        atBottomThreshold={80}
        increaseViewportBy={{ top: 400, bottom: 200 }}
      />
      {!atBottom && (
        <ActionIcon
          radius="xl"
          size="lg"
          variant="filled"
          aria-label={t('chat.jumpToEnd')}
          style={{ position: 'absolute', right: 16, bottom: 16 }}
          onClick={() => virtuoso.current?.scrollToIndex({ index: 'LAST', behavior: 'smooth' })}
        >
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
      )}
    </Box>
  );
}
