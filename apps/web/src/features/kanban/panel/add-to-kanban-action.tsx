// The attendance header's "Adicionar ao kanban": shown only while the company's kanban is on (module
// kanban with the customer portfolio) and never in the embedded /chat, whose token reaches no kanban
// route. Compact (an icon with its name as tooltip) on narrow screens, like the other actions.
import { useState } from 'react';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moduleGateOpen } from '@atende/contract';
import { sessionStore, useSessionUser } from '@/shared/session/session-store';
import { AddToKanbanDialog } from './add-to-kanban-dialog';
import { kanbanPanelNamespace } from './locales';

/** Whether this session uses the kanban from the panel. */
export function useKanbanInPanel(): boolean {
  const user = useSessionUser();
  return moduleGateOpen('kanban', user?.channelConfig) && !sessionStore.isTabOnly();
}

type AddToKanbanActionProps = { attendanceId: string; contactId: string; compact: boolean; disabled: boolean };

export function AddToKanbanAction({ attendanceId, contactId, compact, disabled }: AddToKanbanActionProps) {
  const { t } = useTranslation(kanbanPanelNamespace);
  const [opened, setOpened] = useState(false);
  const shown = useKanbanInPanel();
  if (!shown) return null;
  const label = t('add.action');
  return (
    <>
      {compact ? (
        <Tooltip label={label}>
          <ActionIcon variant="light" size="lg" aria-label={label} disabled={disabled} onClick={() => setOpened(true)}>
            <IconLayoutKanban size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button size="xs" variant="light" leftSection={<IconLayoutKanban size={14} aria-hidden />} disabled={disabled} onClick={() => setOpened(true)}>
          {label}
        </Button>
      )}
      <AddToKanbanDialog opened={opened} attendanceId={attendanceId} contactId={contactId} onClose={() => setOpened(false)} />
    </>
  );
}
