import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/ProfilePage';
import {
  ProfileLoadError,
  ProfileSkeleton,
  UserNotFound,
} from '../features/profile/ProfileLoadStates';
import { idParams, orNotFound } from '../lib/route-loading';

/**
 * `/users/{id}`: a researcher's profile (features/profile). The researcher is
 * loaded before the page shows, their ideas start loading beside it; a
 * malformed id or an unknown researcher is "User not found".
 */
export const Route = createFileRoute('/users/$id')({
  params: idParams,
  loader: async ({ context, params }) => {
    void context.trpcUtils.ideas.byUser.prefetchInfinite({ userId: params.id });
    await orNotFound(context.trpcUtils.users.byId.ensureData({ id: params.id }));
  },
  pendingComponent: ProfileSkeleton,
  notFoundComponent: UserNotFound,
  errorComponent: ProfileLoadError,
  component: ProfilePage,
});
