import { Stack, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IdeaGrid } from '../../components/IdeaGrid';
import { trpc } from '../../lib/trpc';

/** Placeholder until the browse screen lands: the first page of newest ideas. */
export function BrowsePage() {
  const browse = trpc.ideas.browse.useQuery({ sort: 'newest' });
  return (
    <Stack>
      <Title order={1}>Research ideas</Title>
      <IdeaGrid
        ideas={browse.data?.items}
        isLoading={browse.isPending}
        error={browse.error}
        onRetry={() => void browse.refetch()}
        emptyTitle={MESSAGES.empty.noIdeas}
        emptyHint={MESSAGES.empty.noIdeasHint}
      />
    </Stack>
  );
}
