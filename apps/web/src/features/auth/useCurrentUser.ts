import type { User } from '@thisoneforfree/contracts';
import { trpc } from '../../lib/trpc';

export interface CurrentUserState {
  /** The signed-in user, or null for a visitor (and while loading). */
  user: User | null;
  /** True until the first answer of `auth.me`. */
  isLoading: boolean;
  isLoggedIn: boolean;
}

/**
 * The current user from `auth.me` (SPEC §4: loaded at start; null means
 * logged out). Login and register put the user in this cache, logout clears it.
 */
export function useCurrentUser(): CurrentUserState {
  const me = trpc.auth.me.useQuery(undefined);
  const user = me.data ?? null;
  return { user, isLoading: me.isPending, isLoggedIn: user !== null };
}
