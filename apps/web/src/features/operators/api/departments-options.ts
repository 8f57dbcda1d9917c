// The channel's departments for the operator form and the list filter.
import { useQuery } from '@tanstack/react-query';
import { departmentListResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const useDepartmentOptions = (channelId: string) =>
  useQuery({
    queryKey: ['departments', 'options', channelId],
    queryFn: ({ signal }) => apiRequest(`/api/department/channel/${channelId}`, { schema: departmentListResponseSchema, signal }),
    select: (data) => data.departments.map((d) => ({ value: d._id, label: d.name })),
    enabled: !!channelId,
  });
