// The access log's user filter: every user of the company who signs in, from one endpoint
// (GET /api/report/access-log/users, for the same callers as the report): the owner, the supervisors
// and the operators, grouped by role. Deleted users are offered too (their sign-ins stay in the log),
// their names marked by `labels.deleted`.
import { useQuery } from '@tanstack/react-query';
import { accessLogReportUsersSchema, type Role } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';

export type UserChoiceGroup = { group: string; items: { value: string; label: string }[] };
type Labels = { owner: string; managers: string; operators: string; deleted: (name: string) => string };

const staleTime = 60_000;
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'pt-BR');

export function useUserChoices(labels: Labels): UserChoiceGroup[] {
  const channelId = useSessionUser()?.channelId ?? '';
  const users = useQuery({
    queryKey: ['reports', 'access-log', 'users', channelId],
    queryFn: ({ signal }) => apiRequest('/api/report/access-log/users', { schema: accessLogReportUsersSchema, signal }),
    enabled: !!channelId,
    staleTime,
  });
  const list = users.data?.users ?? [];
  const group = (label: string, role: Role): UserChoiceGroup[] => {
    const items = list
      .filter((u) => u.role === role)
      .map((u) => ({ value: u._id, label: u.deleted ? labels.deleted(u.name) : u.name }))
      .sort(byLabel);
    return items.length ? [{ group: label, items }] : [];
  };
  return [...group(labels.owner, 'channel'), ...group(labels.managers, 'channel_manager'), ...group(labels.operators, 'operator')];
}
