import { Text } from '@mantine/core';
import type { BrowseFilter } from '@thisoneforfree/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** "1 idea", "1,280 ideas". */
export function ideaCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'idea' : 'ideas'}`;
}

/**
 * How many ideas match the search and filters ("128 ideas"), from
 * `ideas.count`: its own query, so changing the sort does not ask again, and
 * the grid does not wait for it. Nothing is shown until it answers.
 */
export function MatchCount({ filter }: { filter: BrowseFilter }) {
  const count = trpc.ideas.count.useQuery(filter, { placeholderData: keepPreviousData });
  if (!count.data) return null;
  return (
    <Text size="sm" c="dimmed" mt={-8} style={{ opacity: count.isPlaceholderData ? 0.6 : 1 }}>
      {ideaCount(count.data.count)}
    </Text>
  );
}
