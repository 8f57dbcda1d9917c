// The bot's flow as an indented tree from the initial menu: each option with where it leads; a menu
// reached again is referenced "(ver acima)" instead of expanded, so cycles end.
import { ActionIcon, Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Menu } from '@atende/contract';
import { chatbotNamespace } from '../locales';
import { menuLabel } from '../model/menu-draft';
import type { MenuTreeNode } from '../model/menu-tree';
import { MenuKindBadge } from './menu-kind-badge';
import { targetSummary } from './target-summary';

type Props = { node: MenuTreeNode; departments: Map<string, string>; onEdit: (menu: Menu) => void; root?: boolean };

export function MenuTreeView({ node, departments, onEdit, root = false }: Props) {
  const { t } = useTranslation(chatbotNamespace);
  if (node.kind === 'missing') {
    return (
      <Text size="sm" c="red">
        {t('tree.missing')}
      </Text>
    );
  }
  const name = menuLabel(node.menu, node.menu.id);
  if (node.kind === 'repeated') {
    return (
      <Text size="sm" c="dimmed">
        {t('tree.repeated', { name })}
      </Text>
    );
  }
  return (
    <Box>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {name}
        </Text>
        <MenuKindBadge kind={node.menu.kind} />
        {root && (
          <Badge color="teal" variant="filled" size="sm">
            {t('menus.root')}
          </Badge>
        )}
        <Tooltip label={t('menus.edit')}>
          <ActionIcon variant="subtle" size="sm" aria-label={t('menus.editNamed', { name })} onClick={() => onEdit(node.menu)}>
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Box component="ul" m={0} mt={4} pl="lg" style={{ listStyle: 'none', borderLeft: '2px solid var(--mantine-color-default-border)' }}>
        {node.branches.map((branch, index) => (
          <Box component="li" key={branch.optionId} py={4}>
            <Text size="sm">
              <Text span fw={500}>
                {index + 1} - {branch.title}
              </Text>{' '}
              <Text span c="dimmed">
                → {targetSummary(branch.target, t, departments)}
              </Text>
            </Text>
            {branch.child && (
              <Box pl="md" pt={4}>
                <MenuTreeView node={branch.child} departments={departments} onEdit={onEdit} />
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
