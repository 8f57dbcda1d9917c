// The bot's menus as a table (all of them, or one kind), with create, edit, "set as initial" and
// delete. /manageChatbot's Menus tab and the per-kind screens all show this one panel.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconHome, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { menuOptions, type Menu, type MenuKind } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { useSaveBotSettings } from '../api/bot-settings';
import type { Chatbot } from '../api/chatbot-query';
import { chatbotNamespace } from '../locales';
import { menuLabel } from '../model/menu-draft';
import { MenuEditorDrawer } from './editor/menu-editor-drawer';
import { MenuDeleteDialog } from './menu-delete-dialog';
import { MenuKindBadge } from './menu-kind-badge';

type Props = {
  bot: Chatbot;
  /** Only menus of this kind, and new menus are of it; all kinds when absent. */
  kind?: MenuKind;
};

type Editing = { menu: Menu | null; seq: number } | null;

export function MenusPanel({ bot, kind }: Props) {
  const { t } = useTranslation(chatbotNamespace);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const saveSettings = useSaveBotSettings();
  const rows = kind ? bot.menus.filter((m) => m.kind === kind) : bot.menus;
  const rootId = bot.settings.rootMenuId;

  const edit = (menu: Menu | null) => {
    setDeleting(null);
    setEditing((current) => ({ menu, seq: (current?.seq ?? 0) + 1 }));
  };
  const makeRoot = (menu: Menu) =>
    saveSettings.mutate(
      { ...bot.settings, rootMenuId: menu.id },
      { onSuccess: () => alertSuccess(t('menus.rootChanged', { name: menuLabel(menu, menu.id) })), onError: (error) => alertDanger(errorMessage(error)) },
    );

  const columns: DataTableColumn<Menu>[] = [
    {
      key: 'name',
      header: t('menus.columns.name'),
      render: (menu) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {menuLabel(menu, menu.id)}
          </Text>
          {menu.id === rootId && (
            <Badge color="teal" variant="filled" size="sm">
              {t('menus.root')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'kind', header: t('menus.columns.kind'), render: (menu) => <MenuKindBadge kind={menu.kind} /> },
    { key: 'options', header: t('menus.columns.options'), render: (menu) => menuOptions(menu).length },
    {
      key: 'actions',
      header: t('menus.columns.actions'),
      render: (menu) => {
        const name = menuLabel(menu, menu.id);
        return (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('menus.edit')}>
              <ActionIcon variant="subtle" aria-label={t('menus.editNamed', { name })} onClick={() => edit(menu)}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {menu.id !== rootId && (
              <Tooltip label={t('menus.makeRoot')}>
                <ActionIcon
                  variant="subtle"
                  color="teal"
                  aria-label={t('menus.makeRootNamed', { name })}
                  loading={saveSettings.isPending && saveSettings.variables.rootMenuId === menu.id}
                  onClick={() => makeRoot(menu)}
                >
                  <IconHome size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t('menus.delete')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('menus.deleteNamed', { name })} onClick={() => setDeleting(menu)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];

  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => edit(null)}>
          {t('menus.create')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(menu) => menu.id}
        loading={false}
        paging={{ page: 1, perPage: Math.max(rows.length, 1), total: rows.length, onPageChange: () => undefined }}
        caption={kind ? t(`menus.caption.${kind}`) : t('menus.caption.all')}
        emptyTitle={t('menus.empty')}
        emptyDescription={kind ? t(`menus.emptyHint.${kind}`) : t('menus.emptyHint.all')}
      />
      {editing && (
        <MenuEditorDrawer
          key={editing.seq}
          menu={editing.menu}
          kind={editing.menu?.kind ?? kind ?? 'numbered'}
          kindFixed={!!kind}
          menus={bot.menus}
          interactive={bot.interactive}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <MenuDeleteDialog key={deleting.id} menu={deleting} menus={bot.menus} rootMenuId={rootId} onEdit={edit} onClose={() => setDeleting(null)} />
      )}
    </Stack>
  );
}
