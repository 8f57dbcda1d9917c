import { Outlet } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { useRefreshSessionUser } from '@/features/auth';
import { ReconnectBanner } from './realtime/reconnect-banner';
import { SessionRealtime } from './realtime/session-realtime';

/** Wraps every page: keeps the stored user fresh and owns the real-time connection. */
export function RootShell() {
  const session = useSession();
  useRefreshSessionUser(session?.token ?? null);
  return (
    <>
      <Outlet />
      <SessionRealtime />
      <ReconnectBanner />
    </>
  );
}
