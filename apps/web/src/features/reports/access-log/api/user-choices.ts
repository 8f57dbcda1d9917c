// The access log's user filter: every user of the company who signs in: the owner (the session's
// user: only the owner opens reports), the supervisors (GET /api/channel/manager) and the operators
// (GET /api/operator/hideDeleted/channel/{channelId}). No single endpoint lists the three.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { idSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';

const named = z.array(z.object({ _id: idSchema, name: z.string() }));
const managersSchema = z.object({ statusCode: z.number().int(), managers: named });
const operatorsSchema = z.object({ statusCode: z.number().int(), operators: named });

export type UserChoiceGroup = { group: string; items: { value: string; label: string }[] };
type Labels = { owner: string; managers: string; operators: string };

const staleTime = 60_000;
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'pt-BR');
const toItems = (list: { _id: string; name: string }[]) => list.map((u) => ({ value: u._id, label: u.name })).sort(byLabel);

export function useUserChoices(labels: Labels): UserChoiceGroup[] {
  const user = useSessionUser();
  const channelId = user?.channelId ?? '';
  const managers = useQuery({
    queryKey: ['reports', 'access-log', 'managers', channelId],
    queryFn: ({ signal }) => apiRequest('/api/channel/manager', { schema: managersSchema, signal }),
    enabled: !!channelId,
    staleTime,
  });
  const operators = useQuery({
    queryKey: ['reports', 'filter-options', 'operators', channelId, 'with-login'],
    queryFn: ({ signal }) => apiRequest(`/api/operator/hideDeleted/channel/${channelId}`, { schema: operatorsSchema, signal }),
    enabled: !!channelId,
    staleTime,
  });
  // The select refuses a value listed twice; a user is listed once, in the first group that has them.
  const seen = new Set<string>();
  const group = (label: string, items: UserChoiceGroup['items']): UserChoiceGroup[] => {
    const fresh = items.filter((item) => !seen.has(item.value) && seen.add(item.value));
    return fresh.length ? [{ group: label, items: fresh }] : [];
  };
  return [
    ...group(labels.owner, user ? [{ value: user._id, label: user.name }] : []),
    ...group(labels.managers, toItems(managers.data?.managers ?? [])),
    ...group(labels.operators, toItems(operators.data?.operators ?? [])),
  ];
}
