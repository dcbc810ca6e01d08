import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, for the pager's name: "Flagged comments". */
  label: string;
  onPage: (page: number) => void;
  /** The next page is on its way: both buttons wait. */
  loading?: boolean;
}

/** Previous and Next under a paged list, with where the reader is; nothing when it fits one page. */
export function Pager({ page, pageSize, total, label, onPage, loading = false }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && page === 1) return null;
  return (
    <Group component="nav" aria-label={`${label}, pages`} justify="space-between" mt="md">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={page <= 1 || loading}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button
        variant="default"
        size="sm"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={page >= pages || loading}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
