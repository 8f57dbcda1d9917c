import type { ComponentType } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowsExchange, IconCircleCheck, IconLayoutSidebarRight, type IconProps } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Attendance } from '@atende/contract';
import { attendanceNamespace } from '../../locales';
import { contactTitle } from '../../model/contact-display';
import { sessionStore } from '@/shared/session/session-store';
import { AddToKanbanAction } from '@/features/kanban';
import { CopyShareLink } from './copy-share-link';

type ChatHeaderProps = {
  attendance: Attendance;
  privacy: boolean;
  actionsEnabled: boolean;
  contactOpen: boolean;
  narrow: boolean;
  onBack: () => void;
  onToggleContact: () => void;
  onTransfer: () => void;
  onFinish: () => void;
};

export function ChatHeader(props: ChatHeaderProps) {
  const { t } = useTranslation(attendanceNamespace);
  const { attendance } = props;
  const contactLabel = t(props.contactOpen ? 'chat.hideContact' : 'chat.showContact');
  return (
    <Group justify="space-between" wrap="nowrap" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {props.narrow && (
          <ActionIcon variant="subtle" aria-label={t('chat.back')} onClick={props.onBack}>
            <IconArrowLeft size={18} aria-hidden />
          </ActionIcon>
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate data-testid="chat-contact">
            {contactTitle(attendance.contact, props.privacy)}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('chat.protocol', { protocol: attendance.protocol })}
            </Text>
            <Badge size="xs" variant="light" data-testid="chat-status">
              {t(`statusLabels.${attendance.status}`, { defaultValue: attendance.statusLabel })}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <HeaderAction icon={IconArrowsExchange} label={t('chat.transfer')} compact={props.narrow} disabled={!props.actionsEnabled} onClick={props.onTransfer} />
        <HeaderAction icon={IconCircleCheck} label={t('chat.finish')} color="red" compact={props.narrow} disabled={!props.actionsEnabled} onClick={props.onFinish} />
        <AddToKanbanAction attendanceId={attendance._id} contactId={attendance.contact._id} compact={props.narrow} disabled={!props.actionsEnabled} />
        {/* The embedded chat's token may not share conversations. */}
        {!sessionStore.isTabOnly() && <CopyShareLink attendanceId={attendance._id} />}
        <Tooltip label={contactLabel}>
          <ActionIcon variant={props.contactOpen ? 'light' : 'subtle'} size="lg" aria-label={contactLabel} aria-pressed={props.contactOpen} onClick={props.onToggleContact}>
            <IconLayoutSidebarRight size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

type HeaderActionProps = {
  icon: ComponentType<IconProps>;
  label: string;
  color?: string;
  compact: boolean;
  disabled: boolean;
  onClick: () => void;
};

/** A labelled button, or an icon with the label as tooltip and name on narrow screens. */
function HeaderAction({ icon: Icon, label, color, compact, disabled, onClick }: HeaderActionProps) {
  if (compact) {
    return (
      <Tooltip label={label}>
        <ActionIcon variant="light" color={color} size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
          <Icon size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button size="xs" variant="light" color={color} leftSection={<Icon size={14} aria-hidden />} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}
