import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { type BrowseState, toBrowseInput } from './browse-search';

/**
 * The ideas matching the browse state, a page at a time from `ideas.browse`
 * (keyset cursor). While new filters load, the previous results stay.
 */
export function useBrowseIdeas(state: BrowseState) {
  const input = useMemo(() => toBrowseInput(state), [state]);
  const query = trpc.ideas.browse.useInfiniteQuery(input, {
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const ideas = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  return { ...query, ideas };
}
