import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconStar } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/links';
import { RetryLoadError } from '../../components/RetryLoadError';
import { trpc } from '../../lib/trpc';
import { IdeaGrid } from '../idea-cards/IdeaGrid';

/** /favorites (logged-in only): the ideas the user starred, loaded by the route. */
export function FavoritesPage() {
  const [favorites] = trpc.favorites.ideas.useSuspenseQuery();
  return (
    <FavoritesLayout>
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

/** While the route loads the favorites: the page with 6 placeholder cards. */
export function FavoritesSkeleton() {
  return (
    <FavoritesLayout>
      <IdeaGrid ideas={undefined} isLoading emptyTitle={MESSAGES.empty.noFavorites} />
    </FavoritesLayout>
  );
}

/** The favorites could not be loaded: the page with the error and a retry. */
export function FavoritesLoadError({ error }: ErrorComponentProps) {
  return (
    <FavoritesLayout>
      <RetryLoadError title="Could not load ideas" error={error} />
    </FavoritesLayout>
  );
}

function FavoritesLayout({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>My Favorite Ideas</Title>
        <Text c="dimmed" mt={4}>
          Ideas you starred, to come back to.
        </Text>
      </div>
      {children}
    </Stack>
  );
}
