import { MESSAGES } from '@thisoneforfree/contracts';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

/**
 * `ratings.rate` for one idea: on success the cached idea takes the new
 * ratings and averages, and lists that show averages are refreshed.
 */
export function useRateIdea(ideaId: number) {
  const utils = trpc.useUtils();
  return trpc.ratings.rate.useMutation({
    onSuccess: ({ ratings, stats }) => {
      utils.ideas.byId.setData({ id: ideaId }, (idea) =>
        idea ? { ...idea, ratings, stats } : idea,
      );
      void utils.ideas.browse.invalidate();
      void utils.ideas.byUser.invalidate();
      void utils.ideas.similar.invalidate();
      void utils.favorites.ideas.invalidate();
      void utils.users.stats.invalidate();
      notify.success(MESSAGES.toasts.ratingSubmittedTitle, MESSAGES.toasts.ratingSubmitted);
    },
    onError: () => notify.error(MESSAGES.toasts.error, MESSAGES.toasts.ratingFailed),
  });
}
