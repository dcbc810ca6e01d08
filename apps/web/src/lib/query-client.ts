import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC §7: data never goes stale on its own, no refetch on focus, no
 * retries; unused data is dropped after 5 minutes. Mutations refresh what
 * they change explicitly (invalidate or setData).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
