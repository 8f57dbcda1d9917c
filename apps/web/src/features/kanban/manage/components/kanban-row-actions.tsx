// A row's actions: open the board and edit it at hand; duplicate, archive/unarchive and delete in a
// menu, so the row stays narrow on a phone. Every one is a button reachable by keyboard.
import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconCopy, IconDots, IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KanbanRow } from '@atende/contract';
import { kanbanManageNamespace } from '../locales';
import { boardPath } from '../model/paths';

export type RowActions = {
  edit: (row: KanbanRow) => void;
  duplicate: (row: KanbanRow) => void;
  setArchived: (row: KanbanRow, archived: boolean) => void;
  remove: (row: KanbanRow) => void;
  /** The row whose duplicate/archive request is running. */
  busyId: string | null;
};

export function KanbanRowActions({ row, actions }: { row: KanbanRow; actions: RowActions }) {
  const { t } = useTranslation(kanbanManageNamespace);
  const name = { name: row.name };
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('actions.open', name)}>
        <ActionIcon component={Link} to={boardPath(row._id)} variant="subtle" aria-label={t('actions.open', name)}>
          <IconExternalLink size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('actions.edit', name)}>
        <ActionIcon variant="subtle" aria-label={t('actions.edit', name)} onClick={() => actions.edit(row)}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('actions.more', name)} loading={actions.busyId === row._id}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCopy size={14} aria-hidden />} onClick={() => actions.duplicate(row)}>
            {t('actions.duplicate')}
          </Menu.Item>
          {row.archived ? (
            <Menu.Item leftSection={<IconArchiveOff size={14} aria-hidden />} onClick={() => actions.setArchived(row, false)}>
              {t('actions.unarchive')}
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconArchive size={14} aria-hidden />} onClick={() => actions.setArchived(row, true)}>
              {t('actions.archive')}
            </Menu.Item>
          )}
          <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => actions.remove(row)}>
            {t('actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
