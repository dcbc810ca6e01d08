import { createFileRoute } from '@tanstack/react-router';
import { IdeaDetailSkeleton } from '../features/idea/IdeaDetailSkeleton';
import { IdeaLoadError, IdeaNotFound } from '../features/idea/IdeaLoadStates';
import { IdeaVersionPage } from '../features/idea/version/IdeaVersionPage';
import { ideaVersionParams, orNotFound } from '../lib/route-loading';

/**
 * `/idea/{id}/v/{version}`: one version of an idea as it was saved (what a
 * citation of that version links to). Not nested in `/idea/{id}`: a page of
 * its own. A malformed id or version, an unknown idea or version is "Idea not found".
 */
export const Route = createFileRoute('/idea/$id_/v/$version')({
  params: ideaVersionParams,
  loader: async ({ context, params }) => {
    await Promise.all([
      orNotFound(context.trpcUtils.ideas.version.ensureData(params)),
      orNotFound(context.trpcUtils.ideas.byId.ensureData({ id: params.id })),
    ]);
  },
  pendingComponent: IdeaDetailSkeleton,
  notFoundComponent: IdeaNotFound,
  errorComponent: IdeaLoadError,
  component: IdeaVersionPage,
});
