// The choices of the filter bar: the channel's departments, operators (deleted ones hidden) and tags.
//   the departments feature's one query, GET /api/operator/hideDeleted/channel/{channelId},
//   GET /api/channel/tags/{channelId}
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { idSchema, tagListResponseSchema, type Department } from '@atende/contract';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { apiRequest } from '@/shared/http/http-client';
import { manageKeys } from './query-keys';

export type Option = { value: string; label: string };

const operatorsSchema = z.object({ statusCode: z.number().int(), operators: z.array(z.object({ _id: idSchema, name: z.string() })) });
const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'pt-BR');
const staleTime = 60_000;

const sortedDepartmentOptions = (departments: Department[]): Option[] => toDepartmentOptions(departments).sort(byLabel);

export const useDepartmentOptions = (channelId: string) => useDepartments(channelId, { select: sortedDepartmentOptions });

export const useOperatorOptions = (channelId: string) =>
  useQuery({
    queryKey: manageKeys.options('operators', channelId),
    queryFn: ({ signal }) => apiRequest(`/api/operator/hideDeleted/channel/${channelId}`, { schema: operatorsSchema, signal }),
    select: (r): Option[] => r.operators.map((o) => ({ value: o._id, label: o.name })).sort(byLabel),
    staleTime,
  });

export const useTagOptions = (channelId: string) =>
  useQuery({
    queryKey: manageKeys.options('tags', channelId),
    queryFn: ({ signal }) => apiRequest(`/api/channel/tags/${channelId}`, { schema: tagListResponseSchema, signal }),
    select: (r): Option[] => r.tags.map((tag) => ({ value: tag._id, label: tag.name })).sort(byLabel),
    staleTime,
  });
