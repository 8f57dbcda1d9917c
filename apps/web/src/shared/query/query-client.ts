import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/http/api-error';

// Client errors (4xx) are answers, not glitches: retrying them only delays the message.
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
