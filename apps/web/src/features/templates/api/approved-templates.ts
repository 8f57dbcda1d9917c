// GET /api/templates/approved: only what Meta approved, for the operator's composer.
import { useQuery } from '@tanstack/react-query';
import { approvedTemplatesResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { templateKeys } from './templates-page';

export const useApprovedTemplates = (enabled: boolean) =>
  useQuery({
    queryKey: templateKeys.approved,
    queryFn: ({ signal }) => apiRequest('/api/templates/approved', { schema: approvedTemplatesResponseSchema, signal }),
    select: (data) => data.templates,
    enabled,
  });
