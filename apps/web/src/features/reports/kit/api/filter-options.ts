// The filter bar's choices: the channel's departments (the departments feature's query), operators,
// contact tags and tabulations, sorted by name. Loaded only when the bar shows that filter.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { idSchema, tabulationListResponseSchema, tagListResponseSchema, type Department } from '@atende/contract';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { apiRequest } from '@/shared/http/http-client';

export type Option = { value: string; label: string };

const operatorsSchema = z.object({ statusCode: z.number().int(), operators: z.array(z.object({ _id: idSchema, name: z.string() })) });
const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'pt-BR');
const staleTime = 60_000;
const optionKey = (kind: string, channelId: string) => ['reports', 'filter-options', kind, channelId] as const;

const sortedDepartments = (departments: Department[]): Option[] => toDepartmentOptions(departments).sort(byLabel);

export const useDepartmentChoices = (channelId: string, enabled: boolean) =>
  useDepartments(channelId, { select: sortedDepartments, enabled: enabled && !!channelId });

export const useOperatorChoices = (channelId: string, enabled: boolean) =>
  useQuery({
    queryKey: optionKey('operators', channelId),
    queryFn: ({ signal }) => apiRequest(`/api/operator/hideDeleted/channel/${channelId}`, { schema: operatorsSchema, signal }),
    select: (r): Option[] => r.operators.map((o) => ({ value: o._id, label: o.name })).sort(byLabel),
    enabled: enabled && !!channelId,
    staleTime,
  });

export const useTagChoices = (channelId: string, enabled: boolean) =>
  useQuery({
    queryKey: optionKey('tags', channelId),
    queryFn: ({ signal }) => apiRequest(`/api/channel/tags/${channelId}`, { schema: tagListResponseSchema, signal }),
    select: (r): Option[] => r.tags.map((tag) => ({ value: tag._id, label: tag.name })).sort(byLabel),
    enabled: enabled && !!channelId,
    staleTime,
  });

export const useTabulationChoices = (channelId: string, enabled: boolean) =>
  useQuery({
    queryKey: optionKey('tabulations', channelId),
    queryFn: ({ signal }) => apiRequest(`/api/channel/tabulations/${channelId}`, { schema: tabulationListResponseSchema, signal }),
    select: (r): Option[] => r.tabulations.map((tab) => ({ value: tab._id, label: tab.name })).sort(byLabel),
    enabled: enabled && !!channelId,
    staleTime,
  });
