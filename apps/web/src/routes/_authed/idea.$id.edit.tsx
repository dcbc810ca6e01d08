import { createFileRoute } from '@tanstack/react-router';
import { EditIdeaPage } from '../../features/edit-idea/EditIdeaPage';
import { CenteredLoader } from '../../components/CenteredLoader';
import { IdeaLoadError, IdeaNotFound } from '../../features/idea/IdeaLoadStates';
import { idParams, orNotFound } from '../../lib/route-loading';

/** `/idea/{id}/edit` (logged-in only, through the _authed layout): the idea's author or an admin edits it. */
export const Route = createFileRoute('/_authed/idea/$id/edit')({
  params: idParams,
  loader: async ({ context, params }) => {
    await orNotFound(context.trpcUtils.ideas.byId.ensureData({ id: params.id }));
  },
  pendingComponent: () => <CenteredLoader label="Loading idea" />,
  notFoundComponent: IdeaNotFound,
  errorComponent: IdeaLoadError,
  component: EditIdeaPage,
});
