// The channel's departments as select options, for screens outside the catalog that point at one
// (the chatbot's option targets); cached under the departments' key so a rename or delete refreshes it.
import { useQuery } from '@tanstack/react-query';
import { catalogKeys } from './catalog-resource';
import { departmentsResource } from './departments-resource';

export function useDepartmentOptions(channelId: string) {
  return useQuery({
    queryKey: [...catalogKeys.all(departmentsResource), 'options', channelId],
    queryFn: () => departmentsResource.fetchReplacements?.(channelId) ?? Promise.resolve([]),
    enabled: !!channelId,
  });
}
