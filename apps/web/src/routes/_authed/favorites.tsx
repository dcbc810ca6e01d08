import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '../../features/favorites/FavoritesPage';
import {
  FavoritesLoadError,
  FavoritesSkeleton,
} from '../../features/favorites/FavoritesLoadStates';

/**
 * /favorites: the user's starred ideas, loaded before the page shows. The
 * cards' stars read the ids the session's user carries (useToggleFavorite),
 * so they show with the cards without asking for the ids again.
 */
export const Route = createFileRoute('/_authed/favorites')({
  loader: ({ context }) => context.trpcUtils.favorites.ideas.ensureData(),
  pendingComponent: FavoritesSkeleton,
  errorComponent: FavoritesLoadError,
  component: FavoritesPage,
});
