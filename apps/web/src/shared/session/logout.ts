// Spec section 8: logout clears the stored session, disconnects the socket, tells the server (which
// writes the access log; failure ignored) and goes to the login page with the reason, if any.
import { disconnectSocket } from '@/shared/socket/socket-client';
import { queryClient } from '@/shared/query/query-client';
import { navigateTo } from '@/shared/navigation';
import { sessionKeys, sessionStore } from './session-store';

export const logoutReasons = [
  'outside_working_hours',
  'disconnected_operator',
  'session_expired',
  'connection_lost',
] as const;
export type LogoutReason = (typeof logoutReasons)[number];

export const isLogoutReason = (value: unknown): value is LogoutReason =>
  logoutReasons.some((reason) => reason === value);

export function loginPath(options: { reason?: LogoutReason; redirect?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.reason) query.set('logout', options.reason);
  if (options.redirect && options.redirect !== '/') query.set('redirect', options.redirect);
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}

let expiredAtStart = false;

/** The stored session was found expired when the app started and ended there, before any route. */
export function noteSessionExpiredAtStart(): void {
  expiredAtStart = true;
}

/** Once: whether the login page should say the session expired (the first guard to send there asks). */
export function takeSessionExpiredAtStart(): boolean {
  const was = expiredAtStart;
  expiredAtStart = false;
  return was;
}

/** Everything logout does except moving to the login page (route loaders redirect themselves). */
export function endSession(): void {
  // The embed's tab-only token is not a sign-in: nothing to log out on the server.
  const tabOnly = sessionStore.isTabOnly();
  // A half-stored session (no timestamp, unreadable user) still has a token worth closing.
  const token = tabOnly ? null : (sessionStore.token() ?? localStorage.getItem(sessionKeys.token));
  disconnectSocket();
  sessionStore.clear();
  if (token) {
    void fetch('/api/user/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
  }
  queryClient.clear();
}

export function logout(reason?: LogoutReason): void {
  // An embedded chat has no login page to go to: it shows its own "expired" notice instead.
  const tabOnly = sessionStore.isTabOnly();
  endSession();
  if (tabOnly) return;
  navigateTo(loginPath({ reason }), { replace: true });
}
