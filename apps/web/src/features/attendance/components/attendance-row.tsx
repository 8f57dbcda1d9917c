import { memo } from 'react';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Attendance } from '@atende/contract';
import { attendanceNamespace } from '../locales';
import { contactTitle } from '../model/contact-display';
import { listTime } from '../model/list-time';
import { previewLabel } from '../model/message-preview';

type AttendanceRowProps = {
  attendance: Attendance;
  selected: boolean;
  privacy: boolean;
  timeZone: string;
  now: Date;
  showStatus: boolean;
  onSelect: (id: string) => void;
};

/** One conversation of the list: who, the last message and when, and how many are unread. */
export const AttendanceRow = memo(function AttendanceRow(props: AttendanceRowProps) {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const { attendance: a } = props;
  const last = a.lastMessage;
  const label = last ? previewLabel(last.type, last.text) : null;
  const preview = label ? t(label.key, { text: label.text }) : t('list.noMessages');
  const when = last?.createdAt ?? a.openedAt;
  // The open conversation is being read, and a finished one needs no answer: no count for either.
  const unread = props.selected || a.status === 'finished' ? 0 : a.unread;
  return (
    <UnstyledButton
      onClick={() => props.onSelect(a._id)}
      aria-current={props.selected ? 'true' : undefined}
      data-testid="attendance-row"
      data-attendance-id={a._id}
      w="100%"
      px="sm"
      py={8}
      bg={props.selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate data-testid="attendance-contact">
          {contactTitle(a.contact, props.privacy)}
        </Text>
        <Text size="xs" c={unread > 0 ? 'teal' : 'dimmed'} style={{ flexShrink: 0 }}>
          {listTime(when, props.now, props.timeZone, i18n.language, t)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" truncate data-testid="attendance-preview">
            {last?.direction === 'out' ? t('list.you') : ''}
            {preview}
          </Text>
          {props.showStatus && (
            <Badge size="xs" variant="light" color="gray">
              {t(`statusLabels.${a.status}`, { defaultValue: a.statusLabel })}
            </Badge>
          )}
        </Stack>
        {unread > 0 && (
          <Badge
            size="sm"
            circle={unread < 10}
            color="teal"
            data-testid="unread-badge"
            aria-label={t('list.unread', { count: unread })}
            style={{ flexShrink: 0 }}
          >
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
});
