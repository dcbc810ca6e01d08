import { Badge, Box, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ideasFeedPath, MESSAGES } from '@thisoneforfree/contracts';
import { IconAdjustmentsHorizontal, IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { IdeaGrid } from '../idea-cards/IdeaGrid';
import { config } from '../../lib/config';
import { useFeedLink } from '../../lib/document-head';
import { focusAfterRender } from '../../lib/keep-focus';
import { countActiveFilters, resetFilters, toBrowseFilter, withSearch } from './browse-search';
import { RandomIdeaButton } from './RandomIdeaButton';
import { SearchBox } from './SearchBox';
import { SortMenu } from './SortMenu';
import { useBrowseIdeas } from './useBrowseIdeas';
import { useBrowseState } from './useBrowseState';
import { useInfiniteScroll } from './useInfiniteScroll';
import { MatchCount } from './MatchCount';

// The drawer carries the date pickers (and dayjs): loaded when first wanted.
const loadFiltersDrawer = () => import('./FiltersDrawer');
const FiltersDrawer = lazy(() =>
  loadFiltersDrawer().then((module) => ({ default: module.FiltersDrawer })),
);

/**
 * The ideas browse page (SPEC §2): search, sort, filters, random idea and
 * feedback over an infinitely scrolling grid. Its state is the URL's.
 */
export function BrowsePage() {
  const { state, update } = useBrowseState();
  const [filtersOpen, filters] = useDisclosure(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const [filtersWanted, setFiltersWanted] = useState(false);
  const browse = useBrowseIdeas(state);
  const filter = useMemo(() => toBrowseFilter(state), [state]);
  // Feed readers find the feed of what the page shows (its search and filters, newest first).
  useFeedLink(ideasFeedPath(filter), `Newest ideas - ${MESSAGES.app.name}`);
  const activeCount = countActiveFilters(state);

  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = browse.hasNextPage && !browse.isFetchingNextPage && !browse.isPlaceholderData;
  useInfiniteScroll(sentinel, () => void browse.fetchNextPage(), canLoadMore && !browse.isError);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>Research Ideas</Title>
          <Text c="dimmed" mt={4}>
            {MESSAGES.app.tagline}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <RandomIdeaButton filter={filter} />
          <Button
            component="a"
            href={config.feedbackUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            px="xs"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
          >
            Give Feedback
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
        </Group>
      </Group>

      <Group gap="sm" role="search" aria-label="Search and filter ideas" wrap="wrap">
        <Box style={{ flex: '1 1 260px', minWidth: 0 }}>
          <SearchBox
            value={state.search}
            onSearch={(search) =>
              // Refining a search replaces the entry; starting or clearing one adds it.
              update((current) => withSearch(current, search), {
                replace: state.search !== '' && search !== '',
              })
            }
          />
        </Box>
        <Group gap="sm" wrap="nowrap">
          <SortMenu
            value={state.sort}
            searching={state.search.trim() !== ''}
            onChange={(sort) => update({ sort })}
          />
          <Button
            variant={activeCount > 0 ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={
              activeCount > 0 ? (
                <Badge size="sm" circle aria-hidden>
                  {activeCount}
                </Badge>
              ) : null
            }
            ref={filtersButton}
            onClick={() => {
              setFiltersWanted(true);
              filters.open();
            }}
            onMouseEnter={() => void loadFiltersDrawer()}
            onFocus={() => void loadFiltersDrawer()}
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : 'Filters'}
          >
            Filters
          </Button>
        </Group>
      </Group>

      <MatchCount filter={filter} />

      <Box
        aria-busy={browse.isPlaceholderData || undefined}
        style={{ opacity: browse.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <IdeaGrid
          ideas={browse.ideas}
          isLoading={browse.isPending}
          error={browse.isError && !browse.ideas?.length ? browse.error : undefined}
          onRetry={() => void browse.refetch()}
          emptyTitle={MESSAGES.empty.noIdeas}
          emptyHint={MESSAGES.empty.noIdeasHint}
          emptyAction={
            activeCount > 0 ? (
              <Button variant="light" mt="sm" onClick={() => update(resetFilters)}>
                Reset Filters
              </Button>
            ) : undefined
          }
          loadingMore={browse.isFetchingNextPage}
          // Card titles come right under the page's h1.
          cardHeadingOrder={2}
          highlight={browse.isPlaceholderData ? undefined : filter.search}
        />
      </Box>

      <VisuallyHidden role="status" aria-live="polite">
        {resultStatus(browse.ideas?.length, browse.hasNextPage, browse.isPending)}
      </VisuallyHidden>
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      {!browse.isPlaceholderData && <LoadMoreButton pages={browse} />}
      {!browse.hasNextPage && (browse.data?.pages.length ?? 0) > 1 && (
        <Text c="dimmed" ta="center" size="sm">
          You have seen every matching idea.
        </Text>
      )}

      {filtersWanted && (
        <Suspense fallback={null}>
          <FiltersDrawer
            opened={filtersOpen}
            onClose={() => {
              filters.close();
              // The drawer is mounted already open the first time, so Mantine does not know
              // where focus came from: give it back to the Filters button ourselves.
              focusAfterRender(() => filtersButton.current);
            }}
            state={state}
            onChange={(change) => update(change)}
            onReset={() => update(resetFilters)}
            activeCount={activeCount}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** What a screen reader hears after each load. */
function resultStatus(count: number | undefined, more: boolean, pending: boolean): string {
  if (pending || count === undefined) return '';
  if (count === 0) return MESSAGES.empty.noIdeas;
  const shown = `${count} ${count === 1 ? 'idea' : 'ideas'} shown`;
  return more ? `${shown}, more available` : shown;
}
