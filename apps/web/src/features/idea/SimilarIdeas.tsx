import { Box, SimpleGrid, Title } from '@mantine/core';
import { LIMITS } from '@thisoneforfree/contracts';
import { ErrorState } from '../../components/ErrorState';
import { GRID_COLUMNS } from '../idea-cards/IdeaGrid';
import { IdeaCard } from '../idea-cards/IdeaCard';
import { IdeaCardSkeleton } from '../idea-cards/IdeaCardSkeleton';
import { trpc } from '../../lib/trpc';

/** Up to 3 Similar Ideas (SPEC §5); the section is left out when there are none. */
export function SimilarIdeas({ ideaId }: { ideaId: number }) {
  const similar = trpc.ideas.similar.useQuery({ id: ideaId });
  if (similar.isSuccess && similar.data.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="similar-heading" mt={48}>
      <Title order={2} size="h3" id="similar-heading" mb="md">
        Similar Ideas
      </Title>
      {similar.isPending ? (
        <SimpleGrid
          cols={GRID_COLUMNS}
          spacing="lg"
          aria-busy="true"
          aria-label="Loading similar ideas"
        >
          {Array.from({ length: LIMITS.similarIdeas }, (_, index) => (
            <IdeaCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : similar.isError ? (
        <ErrorState
          title="Could not load similar ideas"
          error={similar.error}
          onRetry={() => void similar.refetch()}
        />
      ) : (
        <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
          {similar.data.slice(0, LIMITS.similarIdeas).map((idea) => (
            <IdeaCard key={idea.id} idea={idea} headingOrder={3} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
