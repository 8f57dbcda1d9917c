// session.updated: the server changed this user (a supervisor's permissions, an operator's
// departments or hours). The stored user is read again, so the sidebar follows at once, and a page
// the user may no longer open sends them Home, as the route guard would. After the socket reconnects
// the user is read again too: what changed while it was down was not pushed (an operator away past
// the channel's presence grace was set offline meanwhile, so their switch must show it).
import { meResponseSchema, findRoute, guardRoute } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { sessionStore } from '@/shared/session/session-store';
import { useSocketEvent, useSocketReconnect } from '@/shared/socket/socket-client';
import { navigateTo } from '@/shared/navigation';
import { paths } from '@/shared/paths';

export async function rereadSessionUser(): Promise<void> {
  const token = sessionStore.token();
  if (!token) return;
  const { user } = await apiRequest('/api/user/me', { schema: meResponseSchema });
  if (sessionStore.token() !== token) return;
  sessionStore.updateUser(() => user);
  if (guardRoute(findRoute(window.location.pathname), user) === 'home') navigateTo(paths.home, { replace: true });
}

export function useSessionUpdates(): void {
  useSocketEvent('session.updated', ({ userId }) => {
    if (sessionStore.user()?._id !== userId) return;
    void rereadSessionUser().catch(() => undefined);
  });
  useSocketReconnect(() => void rereadSessionUser().catch(() => undefined));
}
