// Whose calendars the signed-in user sees besides their own (the server's rule, calendar.service.ts):
// the owner everyone's of the company, a manager with Manageoperators the operators', everyone else
// (operators, other managers, the admin) only their own.
import type { SessionUser } from '@atende/contract';

export type CalendarReach = 'own' | 'operators' | 'company';

export function calendarReach(user: Pick<SessionUser, 'role' | 'permissions'> | null): CalendarReach {
  if (!user) return 'own';
  if (user.role === 'channel') return 'company';
  if (user.role === 'channel_manager' && user.permissions.includes('Manageoperators')) return 'operators';
  return 'own';
}

/** The owner and managers link any of the company's contacts; an operator only theirs; the admin has none. */
export type ContactScope = 'company' | 'own' | 'none';

export function contactScope(user: Pick<SessionUser, 'role'> | null): ContactScope {
  if (user?.role === 'channel' || user?.role === 'channel_manager') return 'company';
  if (user?.role === 'operator') return 'own';
  return 'none';
}
