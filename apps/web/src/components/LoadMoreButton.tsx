import { Button, Group, Text } from '@mantine/core';

/** What a paged query (useInfiniteQuery) tells the button. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreButtonProps {
  pages: Pages;
  label?: string;
  /** Said when the next page failed to load (the button stays, to try again). */
  failedText?: string;
}

/**
 * The foot of a list read a page at a time: a button that asks for the next
 * page, spins while it loads and is gone once the last page is in, and a line
 * saying so when a page failed.
 */
export function LoadMoreButton({
  pages,
  label = 'Load more',
  failedText = 'Could not load more ideas.',
}: LoadMoreButtonProps) {
  return (
    <>
      {pages.isFetchNextPageError && (
        <Text c="red" ta="center" role="alert" size="sm">
          {failedText}
        </Text>
      )}
      {pages.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {label}
          </Button>
        </Group>
      )}
    </>
  );
}
