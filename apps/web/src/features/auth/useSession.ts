import type { User } from '@thisoneforfree/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

/**
 * Puts a new session user (or null) in the cache, and refetches everything
 * else, since favorites and comment visibility depend on who is asking.
 */
export function useSetSessionUser() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    (user: User | null) => {
      utils.auth.me.setData(undefined, user);
      // tRPC keys start with the procedure path: [['auth', 'me'], { type }].
      const mePath = JSON.stringify(getQueryKey(trpc.auth.me)[0]);
      void queryClient.invalidateQueries({
        predicate: (query) => JSON.stringify(query.queryKey[0]) !== mePath,
      });
    },
    [utils, queryClient],
  );
}

export function useLogin() {
  const setUser = useSetSessionUser();
  return trpc.auth.login.useMutation({ onSuccess: (user) => setUser(user) });
}

export function useRegister() {
  const setUser = useSetSessionUser();
  return trpc.auth.register.useMutation({ onSuccess: (user) => setUser(user) });
}

/**
 * Ends the session. The caller leaves protected pages first, then calls
 * `clear()` (so a protected page never sees the user vanish and redirects).
 */
export function useLogout() {
  const setUser = useSetSessionUser();
  const mutation = trpc.auth.logout.useMutation();
  return { ...mutation, clear: () => setUser(null) };
}
