// The route guard of spec section 2 as a pure decision, used by every route's loader.
import { findRoute, guardRoute, moduleGateOpen } from '@atende/contract';
import type { Session } from '@/shared/session/session-store';
import { tokenUsable } from '@/shared/session/token-expiry';
import { loginPath } from '@/shared/session/logout';
import { paths } from '@/shared/paths';

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The route's module is off for the user's channel (spec section 6): Home, with a notice. */
  | { kind: 'moduleDisabled'; to: string }
  /** The stored token is too old: end the session, then go to login. */
  | { kind: 'expired'; to: string };

export function guardOutcome(
  routePath: string,
  here: { pathname: string; search: string },
  session: Session | null,
  now: number,
): GuardOutcome {
  const route = findRoute(routePath);
  const current = `${here.pathname}${here.search}`;
  if (route.roles !== 'public' && session && !tokenUsable(session.timestamp, now)) {
    return { kind: 'expired', to: loginPath({ reason: 'session_expired', redirect: current }) };
  }
  const user = session?.user ?? null;
  const decision = guardRoute(route, user);
  if (decision === 'login') return { kind: 'redirect', to: loginPath({ redirect: current }) };
  if (decision === 'home') return { kind: 'redirect', to: paths.home };
  if (route.moduleGate && user && !moduleGateOpen(route.moduleGate, user.channelConfig)) return { kind: 'moduleDisabled', to: paths.home };
  // Home is the attendance panel for operators (spec section 2).
  if (route.path === paths.home && user?.role === 'operator') return { kind: 'redirect', to: paths.attendance };
  return { kind: 'allow' };
}
