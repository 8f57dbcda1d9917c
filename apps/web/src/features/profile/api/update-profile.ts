import { useMutation } from '@tanstack/react-query';
import { profileUpdateResponseSchema, type ProfileUpdate } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { sessionStore } from '@/shared/session/session-store';

/**
 * Meu Perfil. A new password ends the user's other sessions on the server; this one continues with the
 * fresh token it answers (stored as a new sign-in, so the socket reconnects with it and other tabs
 * of this browser follow through localStorage).
 */
export const useUpdateProfileMutation = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProfileUpdate }) =>
      apiRequest(`/api/user/${id}`, { method: 'PUT', body, schema: profileUpdateResponseSchema }),
    onSuccess: (response) => {
      if (response.token) sessionStore.start(response.token, response.user);
      else sessionStore.updateUser(() => response.user);
    },
  });
