// template.changed (to the channel's room): a review by Meta, a sync or a delete elsewhere shows
// without a reload. The event names one template; the lists refetch since its page may change too.
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/shared/socket/socket-client';
import { templateKeys } from '../api/templates-page';

export function useTemplateChangedLive(): void {
  const queryClient = useQueryClient();
  useSocketEvent('template.changed', () => void queryClient.invalidateQueries({ queryKey: templateKeys.all }));
}
