import { type FollowInput, type Follows, MESSAGES } from '@thisoneforfree/contracts';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';

const NONE: Follows = { users: [], fields: [], ideas: [] };

/** Whether `follows` holds the target. */
export function isFollowed(follows: Follows, target: FollowInput): boolean {
  switch (target.kind) {
    case 'user':
      return follows.users.some((user) => user.id === target.target);
    case 'field':
      return follows.fields.some((field) => field.field === target.target);
    case 'idea':
      return follows.ideas.some((idea) => idea.id === target.target);
  }
}

/**
 * What the signed-in researcher follows (researchers, fields, ideas) and a
 * toggle for one of them, with a toast that says what changes. Without a
 * user `canFollow` is false and nothing is asked of the server.
 */
export function useFollows() {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const list = trpc.follows.list.useQuery(undefined, { enabled: user !== null });
  const onSuccess = (follows: Follows) => utils.follows.list.setData(undefined, follows);
  const onError = (error: unknown) =>
    notify.error(MESSAGES.toasts.error, errorMessage(error, MESSAGES.toasts.followFailed));
  const add = trpc.follows.add.useMutation({ onSuccess, onError });
  const remove = trpc.follows.remove.useMutation({ onSuccess, onError });
  const follows = user ? (list.data ?? NONE) : NONE;

  const isFollowing = useCallback((target: FollowInput) => isFollowed(follows, target), [follows]);

  /** Follows or unfollows `target`; `what` names it in the toast ("Grace Hopper's new ideas"). */
  const toggle = useCallback(
    (target: FollowInput, what: string) => {
      if (!user) return;
      if (isFollowed(follows, target)) {
        remove.mutate(target, {
          onSuccess: () =>
            notify.success(MESSAGES.toasts.unfollowedTitle, MESSAGES.toasts.unfollowed(what)),
        });
      } else {
        add.mutate(target, {
          onSuccess: () =>
            notify.success(MESSAGES.toasts.followedTitle, MESSAGES.toasts.followed(what)),
        });
      }
    },
    [user, follows, add, remove],
  );

  const pending = add.isPending ? add.variables : remove.isPending ? remove.variables : undefined;
  const isPending = useCallback(
    (target: FollowInput) =>
      pending !== undefined && pending.kind === target.kind && pending.target === target.target,
    [pending],
  );

  return {
    canFollow: user !== null,
    follows,
    isLoading: user !== null && list.isPending,
    error: list.error,
    refetch: () => void list.refetch(),
    isFollowing,
    isPending,
    toggle,
  };
}
