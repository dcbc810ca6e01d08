import { MESSAGES } from '@thisoneforfree/contracts';
import { IconStar } from '@tabler/icons-react';
import { DownloadLinks } from '../../components/DownloadLinks';
import { ButtonLink } from '../../components/links';
import { trpc } from '../../lib/trpc';
import { IdeaGrid } from '../idea-cards/IdeaGrid';
import { FavoritesLayout } from './FavoritesLoadStates';

/** /favorites (logged-in only): the ideas the user starred, loaded by the route. */
export function FavoritesPage() {
  const [favorites] = trpc.favorites.ideas.useSuspenseQuery();
  return (
    <FavoritesLayout>
      {favorites.length > 0 && (
        <DownloadLinks
          label="Export favorites"
          hrefOf={(format) => `/api/favorites/export?format=${format}`}
        />
      )}
      <IdeaGrid
        ideas={favorites}
        cardHeadingOrder={2}
        emptyTitle={MESSAGES.empty.noFavorites}
        emptyHint={
          <>
            Click the star <IconStar size={14} aria-label="star" style={{ verticalAlign: -2 }} /> on
            any idea to add it to your favorites.
          </>
        }
        emptyAction={
          <ButtonLink to="/" variant="light" mt="sm">
            Browse ideas
          </ButtonLink>
        }
      />
    </FavoritesLayout>
  );
}
