import { Stack } from '@mantine/core';
import { useSessionUser } from '@/shared/session/session-store';
import { WelcomeCard } from '../components/welcome-card';
import { StatPlaceholders } from '../components/stat-placeholders';

/** /main and the Home of channel and channel_manager users. */
export function DashboardPage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Stack>
      <WelcomeCard user={user} />
      <StatPlaceholders />
    </Stack>
  );
}
