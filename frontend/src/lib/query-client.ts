import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * REST data (the spec's /api calls). Section 9: data never goes stale on its own, no refetch on
 * window focus, no polling, no retries. The current user overrides this (features/auth/api).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
