// Which title and subtitle the subheader shows: the route table's keys, Home depending on the role.
import { useMatches } from 'react-router';
import type { HeaderTitleKey, RouteAccess, SessionUser } from '@atende/contract';

export type RouteHandle = { access: RouteAccess };

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'access' in handle;

/** The access entry of the deepest matched route. */
export function useRouteAccess(): RouteAccess | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.access;
  }
  return null;
}

export type HeaderInfo = { titleKey: HeaderTitleKey; subtitleKey?: string };

export function resolveHeader(access: RouteAccess | null, user: SessionUser | null): HeaderInfo | null {
  if (!access || access.path === '*') return null;
  // Home shows the channels list to admins and the dashboard to channel users (spec section 2).
  if (access.path === '/') return { titleKey: user?.role === 'admin' ? 'channels' : 'dashboard' };
  return access.subtitle ? { titleKey: access.title, subtitleKey: access.subtitle } : { titleKey: access.title };
}
