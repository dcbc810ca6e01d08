import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '../../features/favorites/FavoritesPage';
import {
  FavoritesLoadError,
  FavoritesSkeleton,
} from '../../features/favorites/FavoritesLoadStates';

/**
 * /favorites: the user's starred ideas, loaded before the page shows, with
 * the ids the cards' stars read (else every star showed "Add to favorites"
 * until they came).
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
