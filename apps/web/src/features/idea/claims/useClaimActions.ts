import { MESSAGES } from '@thisoneforfree/contracts';
import { errorCode, errorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

const t = MESSAGES.toasts;

/** Refusals whose server text tells the reader what to do (409, 403, 400, 404). */
const EXPLAINED = new Set(['CONFLICT', 'FORBIDDEN', 'BAD_REQUEST', 'NOT_FOUND']);

function claimError(error: unknown): void {
  const code = errorCode(error);
  notify.error(t.error, code && EXPLAINED.has(code) ? errorMessage(error) : t.claimFailed);
}

/**
 * Saving and dropping the signed-in user's claim of `ideaId`. Afterwards the
 * idea's claims and every card that counts them are read again. Callers say
 * what happened in their own `onSuccess` (claimed, published, dropped).
 */
export function useClaimActions(ideaId: number) {
  const utils = trpc.useUtils();
  const refresh = async () => {
    void utils.ideas.byId.invalidate({ id: ideaId });
    void utils.ideas.browse.invalidate();
    void utils.ideas.byUser.invalidate();
    void utils.ideas.similar.invalidate();
    void utils.favorites.ideas.invalidate();
    void utils.claims.byUser.invalidate();
    await utils.claims.list.invalidate({ ideaId });
  };
  const save = trpc.claims.save.useMutation({ onSuccess: refresh, onError: claimError });
  const drop = trpc.claims.drop.useMutation({ onSuccess: refresh, onError: claimError });
  return { save, drop };
}
