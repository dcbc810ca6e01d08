import { createFileRoute } from '@tanstack/react-router';
import { IdeaDetailPage } from '../features/idea/IdeaDetailPage';
import { IdeaDetailSkeleton } from '../features/idea/IdeaDetailSkeleton';
import { IdeaLoadError, IdeaNotFound } from '../features/idea/IdeaLoadStates';
import { idParams, orNotFound } from '../lib/route-loading';

/**
 * `/idea/{id}`: the idea detail screen (features/idea). The idea is loaded
 * before the page shows (also on hover of a link to it); a malformed id or
 * an unknown idea is "Idea not found".
 */
export const Route = createFileRoute('/idea/$id')({
  params: idParams,
  loader: async ({ context, params }) => {
    await orNotFound(context.trpcUtils.ideas.byId.ensureData({ id: params.id }));
  },
  pendingComponent: IdeaDetailSkeleton,
  notFoundComponent: IdeaNotFound,
  errorComponent: IdeaLoadError,
  component: IdeaDetailPage,
});
