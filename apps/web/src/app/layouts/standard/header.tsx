import { Burger, Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Clock } from '../clock';
import { FullscreenToggle } from '../fullscreen-toggle';
import { ProfileMenu } from '../profile-menu';

type HeaderProps = { navbarOpened: boolean; onToggleNavbar: () => void };

export function Header({ navbarOpened, onToggleNavbar }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navbarOpened} onClick={onToggleNavbar} hiddenFrom="sm" size="sm" aria-label={t('header.toggleSidebar')} />
        <ThemeIcon size={32} radius="md" aria-hidden>
          <IconMessages size={20} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('appName')}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Clock withDate size="sm" c="dimmed" visibleFrom="md" data-testid="header-clock" />
        <FullscreenToggle />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
