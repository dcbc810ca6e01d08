import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconStar } from '@tabler/icons-react';
import { IdeaGrid } from '../idea-cards/IdeaGrid';
import { ButtonLink } from '../../components/links';
import { trpc } from '../../lib/trpc';

/** /favorites (logged-in only): the ideas the user starred. */
export function FavoritesPage() {
  const favorites = trpc.favorites.ideas.useQuery();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>My Favorite Ideas</Title>
        <Text c="dimmed" mt={4}>
          Ideas you starred, to come back to.
        </Text>
      </div>
      <IdeaGrid
        ideas={favorites.data}
        isLoading={favorites.isPending}
        error={favorites.error}
        onRetry={() => void favorites.refetch()}
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
    </Stack>
  );
}
