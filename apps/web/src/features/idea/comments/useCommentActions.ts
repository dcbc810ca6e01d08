import { MESSAGES } from '@thisoneforfree/contracts';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

const t = MESSAGES.toasts;

/** Refreshes an idea's comment list (after any comment mutation). */
function useRefreshComments(ideaId: number) {
  const utils = trpc.useUtils();
  return () => utils.comments.list.invalidate({ ideaId });
}

/** Posting a comment or reply on `ideaId`; the caller clears its form in `onSuccess`. */
export function useCreateComment(ideaId: number) {
  const refresh = useRefreshComments(ideaId);
  return trpc.comments.create.useMutation({
    onSuccess: async () => {
      notify.success(t.commentSubmittedTitle, t.commentSubmitted);
      await refresh();
    },
    onError: () => notify.error(t.error, t.commentSubmitFailed),
  });
}

/** Flag and admin status changes for the comments of `ideaId`. */
export function useModerateComment(ideaId: number) {
  const refresh = useRefreshComments(ideaId);
  const flag = trpc.comments.flag.useMutation({
    onSuccess: async () => {
      notify.success(t.commentFlaggedTitle, t.commentFlagged);
      await refresh();
    },
    onError: () => notify.error(t.error, t.commentFlagFailed),
  });
  const setStatus = trpc.comments.setStatus.useMutation({
    onSuccess: async () => {
      notify.success(t.commentUpdatedTitle, t.commentUpdated);
      await refresh();
    },
    onError: () => notify.error(t.error, t.commentStatusFailed),
  });
  return { flag, setStatus };
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
