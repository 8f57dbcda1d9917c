import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { useRefreshSessionUser } from '@/features/auth';
import { ReconnectBanner } from './realtime/reconnect-banner';

// The real-time connection (and what it mounts for the session, like the calendar's reminders)
// exists only with a session, so the login page does not download it.
const SessionRealtime = lazy(() => import('./realtime/session-realtime').then((m) => ({ default: m.SessionRealtime })));

/** Wraps every page: keeps the stored user fresh and owns the real-time connection. */
export function RootShell() {
  const session = useSession();
  useRefreshSessionUser(session?.token ?? null);
  return (
    <>
      <Outlet />
      {session && (
        <Suspense fallback={null}>
          <SessionRealtime />
        </Suspense>
      )}
      <ReconnectBanner />
    </>
  );
}
