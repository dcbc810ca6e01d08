import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '../../features/favorites/FavoritesPage';
import {
  FavoritesLoadError,
  FavoritesSkeleton,
} from '../../features/favorites/FavoritesLoadStates';

/**
 * /favorites: the user's starred ideas, loaded before the page shows, with
 * the ids the cards' stars read, so the stars show with the cards (a star
 * keeps its room empty until the ids come: useToggleFavorite).
 */
export const Route = createFileRoute('/_authed/favorites')({
  loader: async ({ context }) => {
    await Promise.all([
      context.trpcUtils.favorites.ideas.ensureData(),
      context.trpcUtils.favorites.list.ensureData(),
    ]);
  },
  pendingComponent: FavoritesSkeleton,
  errorComponent: FavoritesLoadError,
  component: FavoritesPage,
});
