// Deleting a menu. The server refuses while another menu leads to it or while it is the initial menu
// of a bot with other menus; the same rule is checked here first so the owner sees why and can go
// straight to the menus to change, instead of a refused request.
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { menusLinkingTo, type Menu } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteMenu } from '../api/bot-menus';
import { chatbotNamespace } from '../locales';
import { menuLabel } from '../model/menu-draft';

type Props = {
  menu: Menu;
  menus: Menu[];
  rootMenuId: string | null;
  onEdit: (menu: Menu) => void;
  onClose: () => void;
};

export function MenuDeleteDialog({ menu, menus, rootMenuId, onEdit, onClose }: Props) {
  const { t } = useTranslation(chatbotNamespace);
  const remove = useDeleteMenu();
  const label = menuLabel(menu, menu.id);
  const linking = menusLinkingTo(menus, menu.id);
  const isRoot = rootMenuId === menu.id;
  const blockedAsRoot = isRoot && menus.length > 1;

  if (linking.length > 0 || blockedAsRoot) {
    return (
      <Modal opened onClose={onClose} title={t('delete.blockedTitle', { name: label })} centered>
        <Stack>
          {linking.length > 0 ? (
            <>
              <Text>{t('delete.linked', { count: linking.length })}</Text>
              <List spacing="xs">
                {linking.map((m) => (
                  <List.Item key={m.id}>
                    <Group gap="xs">
                      <Text span>{menuLabel(m, m.id)}</Text>
                      <Button size="compact-xs" variant="light" onClick={() => onEdit(m)}>
                        {t('delete.editLinking')}
                      </Button>
                    </Group>
                  </List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text>{t('delete.isRoot')}</Text>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common:actions.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  const confirm = () =>
    remove.mutate(menu.id, {
      onSuccess: () => {
        alertSuccess(t('menus.deleted'));
        onClose();
      },
      onError: (error) => alertDanger(errorMessage(error)),
    });

  return (
    <ConfirmDialog
      opened
      title={t('delete.title')}
      message={isRoot ? t('delete.lastMenu', { name: label }) : t('delete.message', { name: label })}
      confirmLabel={t('common:actions.delete')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
