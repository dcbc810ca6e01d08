import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCode } from './errors';

/**
 * SPEC §7: data never goes stale on its own, no refetch on focus, no
 * retries; unused data is dropped after 5 minutes. Mutations refresh what
 * they change explicitly (invalidate or setData).
 *
 * SPEC §4: a 401 means logged out. Whichever call meets it (the session
 * expired, or was ended elsewhere), the current user is forgotten at once so
 * the top bar and the guarded pages stop showing a signed-in state.
 */
export function createQueryClient() {
  const forgetUserOn401 = (error: unknown) => {
    if (errorCode(error) === 'UNAUTHORIZED') {
      // tRPC's query key for `auth.me` starts with its path.
      client.setQueriesData({ queryKey: [['auth', 'me']] }, null);
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: forgetUserOn401 }),
    mutationCache: new MutationCache({ onError: forgetUserOn401 }),
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
  return client;
}
