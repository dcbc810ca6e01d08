import { useCallback } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';

/**
 * The signed-in user's favorites and a toggle (SPEC §4): the star adds or
 * removes, then the favorites list is refreshed. Without a user nothing
 * happens and `canFavorite` is false. The session's user carries its
 * favorite ids (the user JSON of SPEC §7, the same ids favorites.list
 * answers), so a star knows its state as soon as the user is known.
 */
export function useToggleFavorite() {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const list = trpc.favorites.list.useQuery(undefined, {
    enabled: user !== null,
    // No request on a first page: the list starts from the user's ids. A list
    // first asked for before the user was known is fetched; until it comes,
    // the stars read the user's ids (favoriteIds below).
    initialData: user?.favorites,
  });
  const onSuccess = (ids: number[]) => {
    utils.favorites.list.setData(undefined, ids);
    // The session's user carries the ids too: the list starts from them again
    // should the cache let it go (nothing on screen reading it for a while).
    utils.auth.me.setData(undefined, (me) => (me ? { ...me, favorites: ids } : me));
    void utils.favorites.list.invalidate();
    void utils.favorites.ideas.invalidate();
  };
  const onError = (error: unknown) => notify.error('Error', errorMessage(error));
  const add = trpc.favorites.add.useMutation({ onSuccess, onError });
  const remove = trpc.favorites.remove.useMutation({ onSuccess, onError });

  const favoriteIds = user ? (list.data ?? user.favorites) : [];
  const isFavorite = useCallback((ideaId: number) => favoriteIds.includes(ideaId), [favoriteIds]);

  const toggle = useCallback(
    (ideaId: number) => {
      if (!user) return;
      if (favoriteIds.includes(ideaId)) remove.mutate({ ideaId });
      else add.mutate({ ideaId });
    },
    [user, favoriteIds, add, remove],
  );

  const pendingId = add.isPending
    ? add.variables?.ideaId
    : remove.isPending
      ? remove.variables?.ideaId
      : undefined;

  return {
    canFavorite: user !== null,
    isFavorite,
    toggle,
    pendingId,
    favoriteIds,
  };
}
