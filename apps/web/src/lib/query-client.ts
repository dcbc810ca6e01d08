import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCode, httpStatusOf } from './errors';

/**
 * A failure that says nothing about the session: no answer at all, the API
 * failing (5xx, a proxy's 502) or busy (429). Any other answer is one.
 */
export function isTransientFailure(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500 || status === 429;
}

/** Waits 1 s, 2 s, 4 s … up to 15 s between tries of `auth.me`. */
export const sessionRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000);

/**
 * SPEC §7: data never goes stale on its own, no refetch on focus, no
 * retries; unused data is dropped after 5 minutes. Mutations refresh what
 * they change explicitly (invalidate or setData).
 *
 * SPEC §4: a 401 means logged out. Whichever call meets it (the session
 * expired, or was ended elsewhere), the current user is forgotten at once so
 * the top bar and the guarded pages stop showing a signed-in state.
 *
 * The one exception to "no retries" is `auth.me` when the API did not
 * answer it (offline, a 502 while the server restarts): that is not "logged
 * out", so it is asked again until it answers. Meanwhile the session shows
 * as loading (the top bar's placeholder, the logged-in pages' spinner), and
 * a reload during an outage shows the user logged in once the API is back.
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
  // tRPC's key for `auth.me` starts with its path; the defaults also apply to ensureData (route guards).
  client.setQueryDefaults([['auth', 'me']], {
    retry: (_failures, error) => isTransientFailure(error),
    retryDelay: sessionRetryDelay,
  });
  return client;
}
