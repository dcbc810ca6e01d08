import type { AdminCommentStatus } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

const t = MESSAGES.toasts;

/**
 * An admin's decision from the moderation page: the comment's new status
 * (the same call as the comment menu's), then the queue, the log and the
 * comment's idea page read again.
 */
export function useSetCommentStatus() {
  const utils = trpc.useUtils();
  return trpc.comments.setStatus.useMutation({
    onSuccess: async (comment) => {
      notify.success(t.commentUpdatedTitle, t.commentUpdated);
      await Promise.all([
        utils.admin.invalidate(),
        utils.comments.list.invalidate({ ideaId: comment.ideaId }),
      ]);
    },
    onError: () => notify.error(t.error, t.commentStatusFailed),
  });
}

/** What each decision is called on the page, by the comment's status now. */
export function actionLabel(status: AdminCommentStatus, current: string): string {
  if (status === 'hidden') return 'Hide';
  if (status === 'deleted') return 'Delete';
  return current === 'active' ? 'Keep active' : 'Restore';
}
