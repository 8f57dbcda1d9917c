import { lazy, Suspense } from 'react';
import { useSessionUser } from '@/shared/session/session-store';
import { PageLoader } from '@/shared/ui/page-loader';

const ChannelsPage = lazy(() =>
  import('@/features/channels/routes/channels-route').then((m) => ({ default: m.ChannelsPage })),
);
const DashboardPage = lazy(() =>
  import('@/features/dashboard/routes/dashboard-route').then((m) => ({ default: m.DashboardPage })),
);

/** Home: the channels list for admins, the dashboard for channel users; operators were redirected. */
export function HomeRoute() {
  const user = useSessionUser();
  return <Suspense fallback={<PageLoader />}>{user?.role === 'admin' ? <ChannelsPage /> : <DashboardPage />}</Suspense>;
}
