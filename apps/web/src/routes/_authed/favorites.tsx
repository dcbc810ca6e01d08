import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '../../features/favorites/FavoritesPage';
import {
  FavoritesLoadError,
  FavoritesSkeleton,
} from '../../features/favorites/FavoritesLoadStates';

/** /favorites: the user's starred ideas, loaded before the page shows. */
export const Route = createFileRoute('/_authed/favorites')({
  loader: async ({ context }) => {
    await context.trpcUtils.favorites.ideas.ensureData();
  },
  pendingComponent: FavoritesSkeleton,
  errorComponent: FavoritesLoadError,
  component: FavoritesPage,
});
