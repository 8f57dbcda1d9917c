import { ActionIcon, Avatar, Menu } from '@mantine/core';
import { IconCalendar, IconHistory, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/shared/session/session-store';
import { logout } from '@/shared/session/logout';
import { openProfileModal } from '@/features/profile';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The header's profile button: "Meu Perfil", the user's calendar and access log (routes open to everyone), "Sair". */
export function ProfileMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Menu position="bottom-end" withArrow shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={t('header.profile')}>
          <Avatar src={user?.photoURL ?? undefined} size={32} radius="xl" alt="" color="teal">
            {user ? initials(user.nickname || user.name) : null}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {user && <Menu.Label>{user.name}</Menu.Label>}
        <Menu.Item leftSection={<IconUserCircle size={16} aria-hidden />} onClick={openProfileModal}>
          {t('header.myProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/calendar" leftSection={<IconCalendar size={16} aria-hidden />}>
          {t('header.calendar')}
        </Menu.Item>
        <Menu.Item component={Link} to="/log" leftSection={<IconHistory size={16} aria-hidden />}>
          {t('header.accessLog')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => logout()}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
