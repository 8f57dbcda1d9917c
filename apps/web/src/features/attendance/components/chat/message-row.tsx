import { memo } from 'react';
import { ActionIcon, Box, Center, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@atende/contract';
import { attendanceNamespace } from '../../locales';
import { dayLabel } from '../../model/list-time';
import type { TimelineItem } from '../../model/message-timeline';
import { timeOf } from '../../model/zoned-time';
import { DeliveryTicks } from './delivery-ticks';
import { MessageContent } from './message-content';
import { QuotedSnippet } from './quoted-snippet';

type MessageRowProps = {
  item: TimelineItem;
  timeZone: string;
  now: Date;
  canReply: boolean;
  onReply: (message: Message) => void;
};

/** One line of the history: the day separator when a day starts, then the bubble. */
export const MessageRow = memo(function MessageRow({ item, timeZone, now, canReply, onReply }: MessageRowProps) {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const { message } = item;
  const out = message.direction === 'out';
  const time = timeOf(message.createdAt, timeZone, i18n.language);
  const failed = out && message.status === 'failed';
  // An optimistic bubble has no server id yet, and system notes are not the customer's words.
  const replyable = canReply && message.type !== 'system' && !(out && message.status === 'pending');
  return (
    <Box px="md" py={3}>
      {item.startsDay && (
        <Center my="xs">
          <Text size="xs" c="dimmed" px="sm" py={2} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }} data-testid="day-separator">
            {dayLabel(item.dayKey, now, timeZone, i18n.language, t)}
          </Text>
        </Center>
      )}
      {message.type === 'reaction' ? (
        <Center data-testid="message" data-type="reaction">
          <Group gap={6}>
            <Text size="xs" c="dimmed" fs="italic">
              {t(out ? 'message.fromYou' : 'message.fromCustomer')}:
            </Text>
            <MessageContent message={message} />
            <Text size="xs" c="dimmed" fs="italic">
              {t('message.reactedTo')} · {time}
            </Text>
          </Group>
        </Center>
      ) : (
        <Group justify={out ? 'flex-end' : 'flex-start'} gap={4} wrap="nowrap" align="center">
          {out && replyable && <ReplyButton message={message} onReply={onReply} />}
          <Paper
            data-testid="message"
            data-type={message.type}
            data-message-id={message._id}
            withBorder
            radius="md"
            px="sm"
            py={6}
            maw="75%"
            bg={out ? 'var(--mantine-color-teal-light)' : undefined}
          >
            {item.quoted !== undefined && <QuotedSnippet quoted={item.quoted} />}
            {message.content.forwarded && (
              <Group gap={4} mb={2} wrap="nowrap" data-testid="forwarded">
                <IconArrowForwardUp size={12} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text size="xs" c="dimmed" fs="italic">
                  {t('message.forwarded')}
                </Text>
              </Group>
            )}
            {message.content.automatic && (
              <Group gap={4} mb={2} wrap="nowrap" data-testid="automatic">
                <IconRobot size={12} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text size="xs" c="dimmed" fs="italic">
                  {t('message.automatic')}
                </Text>
              </Group>
            )}
            <MessageContent message={message} />
            {failed && (
              <Text size="xs" c="red" mt={4} data-testid="failed-reason">
                {t('ticks.failedReason', { reason: message.error?.message ?? t('ticks.failedUnknown') })}
              </Text>
            )}
            <Group justify="flex-end" gap={4} mt={2} wrap="nowrap">
              {item.reactions.length > 0 && (
                <Text size="sm" mr="auto" aria-label={t('message.reactions', { emojis: item.reactions.map((r) => r.emoji).join(' ') })} data-testid="reactions">
                  {item.reactions.map((r) => r.emoji).join(' ')}
                </Text>
              )}
              <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
                {time}
              </Text>
              <DeliveryTicks message={message} />
            </Group>
          </Paper>
          {!out && replyable && <ReplyButton message={message} onReply={onReply} />}
        </Group>
      )}
    </Box>
  );
});

function ReplyButton({ message, onReply }: { message: Message; onReply: (message: Message) => void }) {
  const { t } = useTranslation(attendanceNamespace);
  return (
    <Tooltip label={t('message.reply')}>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('message.reply')} onClick={() => onReply(message)}>
        <IconArrowBackUp size={14} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
