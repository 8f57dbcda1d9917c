// /manageMenuLinear: the bot's flow from the initial menu as an indented tree, each menu editable,
// and the menus no path reaches listed after it.
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Menu } from '@atende/contract';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { useSessionUser } from '@/shared/session/session-store';
import { EmptyState } from '@/shared/ui/empty-state';
import type { Chatbot } from '../api/chatbot-query';
import { MenuEditorDrawer } from '../components/editor/menu-editor-drawer';
import { MenuTreeView } from '../components/menu-tree-view';
import { TryBotButton } from '../components/try/try-bot-drawer';
import { chatbotNamespace } from '../locales';
import { menuLabel } from '../model/menu-draft';
import { buildMenuTree, unreachableMenus } from '../model/menu-tree';
import { WithBot } from './bot-loader';

export function MenuLinearPage() {
  return <WithBot>{(bot) => <MenuLinear bot={bot} />}</WithBot>;
}

function MenuLinear({ bot }: { bot: Chatbot }) {
  const { t } = useTranslation(chatbotNamespace);
  const departments = useDepartments(useSessionUser()?.channelId ?? '', { select: toDepartmentOptions });
  const [editing, setEditing] = useState<{ menu: Menu; seq: number } | null>(null);
  const names = new Map((departments.data ?? []).map((d) => [d.value, d.label]));
  const tree = buildMenuTree(bot.menus, bot.settings.rootMenuId);
  const loose = unreachableMenus(bot.menus, bot.settings.rootMenuId);
  const edit = (menu: Menu) => setEditing((current) => ({ menu, seq: (current?.seq ?? 0) + 1 }));

  return (
    <Stack>
      <Group justify="flex-end">
        <TryBotButton bot={bot} />
      </Group>
      <Paper component="section" withBorder radius="md" p="md" aria-label={t('tree.title')}>
        {tree ? (
          <MenuTreeView node={tree} departments={names} onEdit={edit} root />
        ) : (
          <EmptyState title={bot.menus.length ? t('tree.noRoot') : t('menus.empty')} description={bot.menus.length ? t('tree.noRootHint') : t('menus.emptyHint.all')} />
        )}
      </Paper>
      {tree && loose.length > 0 && (
        <Alert color="gray" title={t('tree.unreachable')}>
          <Stack gap={4}>
            <Text size="sm">{t('tree.unreachableHint')}</Text>
            {loose.map((menu) => (
              <Group key={menu.id} gap="xs">
                <Text size="sm" fw={500}>
                  {menuLabel(menu, menu.id)}
                </Text>
                <Button size="compact-xs" variant="light" aria-label={t('menus.editNamed', { name: menuLabel(menu, menu.id) })} onClick={() => edit(menu)}>
                  {t('menus.edit')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
      {editing && (
        <MenuEditorDrawer
          key={editing.seq}
          menu={editing.menu}
          kind={editing.menu.kind}
          kindFixed={false}
          menus={bot.menus}
          interactive={bot.interactive}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
