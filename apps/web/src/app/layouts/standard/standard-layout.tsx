import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useSessionUser } from '@/shared/session/session-store';
import { ProfileModal } from '@/features/profile';
import { ChannelAttentionBanner } from '@/features/attendance';
import { NavigationProgress } from '../navigation-progress';
import { BackToTop } from './back-to-top';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { Subheader } from './subheader';

/** Sidebar, header, subheader, content and back-to-top (spec section 2). */
export function StandardLayout() {
  const user = useSessionUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <NavigationProgress />
      <AppShell.Header>
        <Header navbarOpened={opened} onToggleNavbar={toggle} />
      </AppShell.Header>
      <AppShell.Navbar>{user && <Sidebar user={user} onNavigate={close} />}</AppShell.Navbar>
      <AppShell.Main>
        <Subheader />
        <ChannelAttentionBanner />
        <Outlet />
      </AppShell.Main>
      <BackToTop />
      <ProfileModal />
    </AppShell>
  );
}
