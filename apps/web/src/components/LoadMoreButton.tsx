import { Button, Group } from '@mantine/core';

/** What a paged query (useInfiniteQuery) tells the button. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The button under a list read a page at a time: asks for the next page,
 * spins while it loads, and is gone once the last page is in.
 */
export function LoadMoreButton({ pages, label = 'Load more' }: { pages: Pages; label?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        loading={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {label}
      </Button>
    </Group>
  );
}
