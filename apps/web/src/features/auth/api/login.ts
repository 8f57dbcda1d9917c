import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { sessionStore } from '@/shared/session/session-store';

export const loginRequest = (body: LoginRequest): Promise<LoginResponse> =>
  apiRequest('/api/user/login', { method: 'POST', body, schema: loginResponseSchema });

/** Signs in and stores the session (token, its timestamp and the user). */
export const useLoginMutation = () =>
  useMutation({
    mutationFn: loginRequest,
    onSuccess: (response) => sessionStore.start(response.token, response.user),
  });
