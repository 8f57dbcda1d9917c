// What the filters and the form choose from:
//   GET /api/channel/tags/{channelId}               → { statusCode, tags: Tag[] }
//   GET /api/operator/hideDeleted/channel/{channelId} → { statusCode, operators: Operator[] } (name and id used)
// A manager allowed Contacts but not the operators list gets a 403 there: the choice is then just empty.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { idSchema, tagListResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

const operatorsSchema = z.object({
  statusCode: z.number().int(),
  operators: z.array(z.object({ _id: idSchema, name: z.string() })),
});

export const contactOptionKeys = {
  tags: (channelId: string) => ['contacts', 'options', 'tags', channelId] as const,
  operators: (channelId: string) => ['contacts', 'options', 'operators', channelId] as const,
};

export type ContactOption = { value: string; label: string; color?: string };

export const useContactTags = (channelId: string) =>
  useQuery({
    queryKey: contactOptionKeys.tags(channelId),
    queryFn: ({ signal }) => apiRequest(`/api/channel/tags/${channelId}`, { schema: tagListResponseSchema, signal }),
    select: (r): ContactOption[] => r.tags.map((tag) => ({ value: tag._id, label: tag.name, color: tag.color })),
    retry: false,
    staleTime: 60_000,
  });

export const useContactOperators = (channelId: string) =>
  useQuery({
    queryKey: contactOptionKeys.operators(channelId),
    queryFn: ({ signal }) => apiRequest(`/api/operator/hideDeleted/channel/${channelId}`, { schema: operatorsSchema, signal }),
    select: (r): ContactOption[] =>
      r.operators.map((o) => ({ value: o._id, label: o.name })).sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
    retry: false,
    staleTime: 60_000,
  });
