import { useMutation } from '@tanstack/react-query';
import { meResponseSchema, type ProfileUpdate } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { sessionStore } from '@/shared/session/session-store';

export const useUpdateProfileMutation = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProfileUpdate }) =>
      apiRequest(`/api/user/${id}`, { method: 'PUT', body, schema: meResponseSchema }),
    onSuccess: (response) => sessionStore.updateUser(() => response.user),
  });
