import {
  Badge,
  Button,
  Group,
  Radio,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { LIMITS } from '@thisoneforfree/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { trpc } from '../../lib/trpc';
import type { IdeaChoice } from './citation-rules';

export interface InternalTabProps {
  /** Ids of ideas already in the list. */
  citedIds: ReadonlySet<number>;
  /** Adds the chosen idea (or refuses with a toast); resolves true when added. */
  onAdd: (idea: IdeaChoice | null) => boolean;
  disabled: boolean;
  /** Load the list only once the tab is shown. */
  active: boolean;
  /** An idea left out of the list (the one being edited). */
  excludeIdeaId?: number;
}

const PAGE = 20;

/**
 * Internal: pick an idea of this site from a list scrolling at 240 px,
 * filtered by text over title, challenge, approach and impact (the server's
 * browse search).
 */
export function InternalTab({
  citedIds,
  onAdd,
  disabled,
  active,
  excludeIdeaId,
}: InternalTabProps) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const [selected, setSelected] = useState<IdeaChoice | null>(null);

  const input = useMemo(
    () => ({
      ...(debounced ? { search: debounced.slice(0, LIMITS.searchMax) } : {}),
      sort: 'newest' as const,
      limit: PAGE,
    }),
    [debounced],
  );
  const ideas = trpc.ideas.browse.useInfiniteQuery(input, {
    getNextPageParam: (last) => last.nextCursor,
    enabled: active,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(
    () =>
      ideas.data?.pages.flatMap((page) => page.items.filter((item) => item.id !== excludeIdeaId)) ??
      [],
    [ideas.data, excludeIdeaId],
  );

  const add = () => {
    if (onAdd(selected)) setSelected(null);
  };

  return (
    <Stack gap="sm">
      <TextInput
        label="Find an idea"
        placeholder="Search by title, challenge, approach or impact"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        maxLength={LIMITS.searchMax}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <ScrollArea.Autosize
        mah={240}
        type="auto"
        offsetScrollbars="present"
        data-testid="internal-idea-list"
      >
        {ideas.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading ideas">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={52} radius="md" />
            ))}
          </Stack>
        ) : ideas.isError ? (
          <ErrorState
            title="Could not load ideas"
            error={ideas.error}
            onRetry={() => void ideas.refetch()}
          />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="xl">
            {debounced ? 'No ideas match your search.' : 'There are no ideas to cite yet.'}
          </Text>
        ) : (
          <Radio.Group
            value={selected ? String(selected.id) : null}
            onChange={(value) => {
              const idea = items.find((item) => String(item.id) === value);
              setSelected(idea ? { id: idea.id, title: idea.title } : null);
            }}
            aria-label="Idea to cite"
          >
            <Stack gap={6} pr="xs">
              {items.map((idea, index) => (
                <Radio.Card
                  key={idea.id}
                  value={String(idea.id)}
                  radius="md"
                  p="sm"
                  // One tab stop for the whole list, as for any radio group; arrows move within it.
                  tabIndex={(selected ? selected.id === idea.id : index === 0) ? 0 : -1}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap="xs" wrap="nowrap" justify="space-between">
                        <Text size="sm" fw={600} lineClamp={2}>
                          {idea.title}
                        </Text>
                        {citedIds.has(idea.id) && (
                          <Badge size="xs" variant="light" color="gray">
                            Cited
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {idea.challenge}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
              {ideas.hasNextPage && (
                <Group justify="center" py="xs">
                  <Button
                    variant="subtle"
                    size="xs"
                    loading={ideas.isFetchingNextPage}
                    onClick={() => void ideas.fetchNextPage()}
                  >
                    Load more ideas
                  </Button>
                </Group>
              )}
            </Stack>
          </Radio.Group>
        )}
      </ScrollArea.Autosize>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed" lineClamp={1} aria-live="polite">
          {selected ? `Selected: ${selected.title}` : 'No idea selected'}
        </Text>
        <Button onClick={add} disabled={disabled} style={{ flexShrink: 0 }}>
          Cite idea
        </Button>
      </Group>
    </Stack>
  );
}
