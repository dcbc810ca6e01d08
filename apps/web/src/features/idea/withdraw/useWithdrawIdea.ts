import { MESSAGES } from '@thisoneforfree/contracts';
import { useRef } from 'react';
import { errorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

/**
 * Withdraws an idea (`ideas.withdraw`, idempotent on the server) and makes
 * every list forget it: the idea page shows its tombstone from the answer,
 * and browse, favorites, profiles and similar ideas load again when next shown.
 */
export function useWithdrawIdea(ideaId: number, onDone: () => void) {
  const utils = trpc.useUtils();
  // Set at once on the first click: a second click can come before React shows the first as pending.
  const sending = useRef(false);
  const withdraw = trpc.ideas.withdraw.useMutation({
    onSuccess: async () => {
      notify.success(MESSAGES.toasts.ideaWithdrawnTitle, MESSAGES.toasts.ideaWithdrawn);
      onDone();
      await Promise.all([
        utils.ideas.invalidate(),
        utils.favorites.invalidate(),
        utils.users.invalidate(),
        utils.auth.me.invalidate(),
      ]);
    },
    onError: (error) =>
      notify.error(MESSAGES.toasts.error, errorMessage(error, MESSAGES.toasts.ideaWithdrawFailed)),
  });
  return {
    pending: withdraw.isPending,
    // A second click while the first is on its way sends nothing.
    confirm: () => {
      if (sending.current) return;
      sending.current = true;
      withdraw.mutate({ id: ideaId }, { onSettled: () => (sending.current = false) });
    },
  };
}
