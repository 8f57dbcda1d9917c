import { ActionIcon, AppShell, Box, Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconHeadset, IconLogout } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/shared/session/session-store';
import { logout } from '@/shared/session/logout';
import { ChannelAttentionBanner, OperatorStatusSwitch } from '@/features/attendance';
import { ProfileModal } from '@/features/profile';
import { AgendaButton } from '@/features/calendar';
import { NavigationProgress } from '../navigation-progress';
import { FullscreenToggle } from '../fullscreen-toggle';
import { ProfileMenu } from '../profile-menu';
import { Subheader } from '../standard/subheader';

/** The operator's screen: its own header with name, Online/Offline, profile and logout. */
export function AttendanceLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <NavigationProgress />
      <AppShell.Header>
        {/* On a phone the name gives way (truncated) and the icons close up, so logout stays on screen. */}
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon size={32} radius="md" aria-hidden visibleFrom="sm">
              <IconHeadset size={20} />
            </ThemeIcon>
            <Text fw={600} data-testid="operator-name" truncate miw={0}>
              {user?.operatorData?.name ?? user?.name}
            </Text>
            <Box style={{ flexShrink: 0 }}>
              <OperatorStatusSwitch />
            </Box>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <AgendaButton />
            <FullscreenToggle />
            <ProfileMenu />
            <Tooltip label={t('header.logout')}>
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('header.logout')} onClick={() => logout()}>
                <IconLogout size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Subheader />
        <ChannelAttentionBanner />
        <Outlet />
      </AppShell.Main>
      <ProfileModal />
    </AppShell>
  );
}
