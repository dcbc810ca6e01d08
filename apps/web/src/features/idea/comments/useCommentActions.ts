import type { CommentFlagInput, CommentItem } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import { errorCode, errorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

const t = MESSAGES.toasts;

/** Refreshes an idea's comment list (after any comment mutation). */
function useRefreshComments(ideaId: number) {
  const utils = trpc.useUtils();
  return () => utils.comments.list.invalidate({ ideaId });
}

/**
 * A failure's text: the server's own words when they say something a
 * reader can act on (a new account's posting limit, a rate limit, a flag
 * given already), else the SPEC §8 fallback.
 */
export function readableFailure(error: unknown, fallback: string): string {
  const code = errorCode(error);
  return code === 'TOO_MANY_REQUESTS' || code === 'CONFLICT'
    ? errorMessage(error, fallback)
    : fallback;
}

/** Posting a comment or reply on `ideaId`; the caller clears its form in `onSuccess`. */
export function useCreateComment(ideaId: number) {
  const refresh = useRefreshComments(ideaId);
  return trpc.comments.create.useMutation({
    onSuccess: async () => {
      notify.success(t.commentSubmittedTitle, t.commentSubmitted);
      await refresh();
    },
    onError: (error) => notify.error(t.error, readableFailure(error, t.commentSubmitFailed)),
  });
}

/**
 * Flagging a comment of `ideaId` (issue 13), once, with an optional reason.
 * The comment stays in the flagger's list as it was, marked as flagged by
 * them, rather than being read again: flags from enough readers hide it from
 * readers, and a flagger whose flag did that must not see it vanish under
 * the toast. A flag given already (another tab) is marked the same way.
 */
export function useFlagComment(ideaId: number) {
  const utils = trpc.useUtils();
  const markFlagged = (id: number, counted: boolean) =>
    utils.comments.list.setData({ ideaId }, (comments) =>
      comments?.map((comment: CommentItem) =>
        comment.id === id
          ? {
              ...comment,
              flaggedByMe: true,
              flagCount: comment.flagCount + (counted ? 1 : 0),
            }
          : comment,
      ),
    );
  return trpc.comments.flag.useMutation({
    onSuccess: (_result, input) => {
      markFlagged(Number(input.id), true);
      notify.success(t.commentFlaggedTitle, t.commentFlagged);
      void utils.admin.invalidate();
    },
    onError: (error, input) => {
      if (errorMessage(error) === MESSAGES.errors.alreadyFlagged)
        markFlagged(Number(input.id), false);
      notify.error(t.error, readableFailure(error, t.commentFlagFailed));
    },
  });
}

/** What the flag dialog sends besides the comment's id. */
export type FlagPayload = Pick<CommentFlagInput, 'reason' | 'note'>;

/** An admin's status change of a comment of `ideaId`. */
export function useModerateComment(ideaId: number) {
  const refresh = useRefreshComments(ideaId);
  const utils = trpc.useUtils();
  return trpc.comments.setStatus.useMutation({
    onSuccess: async () => {
      notify.success(t.commentUpdatedTitle, t.commentUpdated);
      // The moderation page's queue and log change with it.
      void utils.admin.invalidate();
      await refresh();
    },
    onError: () => notify.error(t.error, t.commentStatusFailed),
  });
}

/** Its author's edit and delete of a comment of `ideaId` (issue 12). */
export function useMendComment(ideaId: number) {
  const refresh = useRefreshComments(ideaId);
  const edit = trpc.comments.edit.useMutation({
    onSuccess: async () => {
      await refresh();
      notify.success(t.commentEditedTitle, t.commentEdited);
    },
    onError: () => notify.error(t.error, t.commentEditFailed),
  });
  const remove = trpc.comments.remove.useMutation({
    onSuccess: async () => {
      await refresh();
      notify.success(t.commentDeletedTitle, t.commentDeleted);
    },
    onError: () => notify.error(t.error, t.commentDeleteFailed),
  });
  return { edit, remove };
}
