import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RetryLoadError } from '../../components/RetryLoadError';
import { IdeaGrid } from '../idea-cards/IdeaGrid';

/*
 * The /favorites screens around the page (FavoritesPage.tsx), apart from it:
 * the skeleton stays with the route, the page is split off with its route.
 */

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

/** The page's heading around its content. */
export function FavoritesLayout({ children }: { children: ReactNode }) {
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
