import { useState } from 'react';
import { Button, Modal, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@atende/contract';
import { logout } from '@/shared/session/logout';
import { ComingSoon } from '@/shared/ui/coming-soon';
import { buildSidebar, type SidebarItem, type SidebarLink, type SidebarQr } from './build-sidebar';
import { sidebarIcon } from './sidebar-icons';
import { useSidebarContext } from './use-sidebar-context';

type SidebarProps = { user: SessionUser; onNavigate: () => void };

const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function Sidebar({ user, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = buildSidebar(user, useSidebarContext(user));
  // Home is the channels list for admins, so "Canais" is the current entry there.
  const current = pathname === '/' && user.role === 'admin' ? '/channels' : pathname;

  const link = (item: SidebarLink, nested: boolean) => {
    const Icon = sidebarIcon(nested ? '' : item.key);
    return (
      <NavLink
        key={item.key}
        component={Link}
        to={item.path}
        label={t(`sidebar.${item.key}`)}
        leftSection={<Icon size={nested ? 12 : 18} aria-hidden />}
        active={samePath(current, item.path)}
        onClick={onNavigate}
      />
    );
  };

  const render = (item: SidebarItem) => {
    switch (item.kind) {
      case 'link':
        return link(item, false);
      case 'group': {
        const Icon = sidebarIcon(item.key);
        return (
          <NavLink
            key={item.key}
            component="button"
            label={t(`sidebar.${item.key}`)}
            leftSection={<Icon size={18} aria-hidden />}
            defaultOpened={item.children.some((child) => samePath(current, child.path))}
            childrenOffset="md"
          >
            {item.children.map((child) => link(child, true))}
          </NavLink>
        );
      }
      case 'qr':
        return <QrButton key={item.key} item={item} onNavigate={onNavigate} />;
      case 'logout': {
        const Icon = sidebarIcon('logout');
        return (
          <NavLink
            key={item.key}
            component="button"
            label={t('sidebar.logout')}
            leftSection={<Icon size={18} aria-hidden />}
            onClick={() => logout()}
          />
        );
      }
    }
  };

  return (
    <ScrollArea component="nav" aria-label={t('sidebar.navigation')} h="100%" p="xs">
      <Stack gap={2}>{items.map(render)}</Stack>
    </ScrollArea>
  );
}

/** Green when every business channel is authenticated, red otherwise (spec section 4). */
function QrButton({ item, onNavigate }: { item: SidebarQr; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [modalOpened, setModalOpened] = useState(false);
  const Icon = sidebarIcon('qr');
  const common = {
    color: item.allAuthenticated ? 'green' : 'red',
    variant: 'light',
    justify: 'flex-start',
    fullWidth: true,
    my: 4,
    leftSection: <Icon size={18} aria-hidden />,
    title: t(item.allAuthenticated ? 'sidebar.qrAllAuthenticated' : 'sidebar.qrPending'),
    'data-status': item.allAuthenticated ? 'authenticated' : 'pending',
  } as const;
  if (item.path) {
    return (
      <Button {...common} component={Link} to={item.path} onClick={onNavigate}>
        {t('sidebar.qr')}
      </Button>
    );
  }
  return (
    <>
      <Button {...common} onClick={() => setModalOpened(true)}>
        {t('sidebar.qr')}
      </Button>
      <Modal opened={modalOpened} onClose={() => setModalOpened(false)} title={t('sidebar.qr')} centered>
        <ComingSoon />
      </Modal>
    </>
  );
}
