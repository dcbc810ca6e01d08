import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconFlagCheck } from '@tabler/icons-react';
import type { AdminCommentStatus, FlagQueueItem } from '@thisoneforfree/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { focusAfterRender } from '../../lib/keep-focus';
import { trpc } from '../../lib/trpc';
import { MODERATION_HEADING_ID } from './heading';
import { Pager } from './Pager';
import { QueueCard } from './QueueCard';
import { useSetCommentStatus } from './useModerationActions';

export interface FlagQueueProps {
  page: number;
  onPage: (page: number) => void;
}

/**
 * The moderation queue: comments with flags awaiting review, the latest flag
 * first, each with its context and the three decisions. Deleting asks first.
 * A decided comment leaves the queue.
 */
export function FlagQueue({ page, onPage }: FlagQueueProps) {
  const queue = trpc.admin.flags.useQuery({ page }, { placeholderData: keepPreviousData });
  const setStatus = useSetCommentStatus();
  // Kept after the dialog closes, so it keeps its text while it fades out.
  const [deleting, setDeleting] = useState<FlagQueueItem>();
  const [deleteOpened, setDeleteOpened] = useState(false);
  const busyId = setStatus.isPending ? Number(setStatus.variables.id) : undefined;

  const decide = (item: FlagQueueItem, status: AdminCommentStatus) => {
    if (status === 'deleted') {
      setDeleting(item);
      setDeleteOpened(true);
      return;
    }
    setStatus.mutate(
      { id: item.comment.id, status },
      // The card is gone: the keyboard goes to the page's heading.
      { onSuccess: () => focusAfterRender(() => document.getElementById(MODERATION_HEADING_ID)) },
    );
  };

  if (queue.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading flagged comments" role="status">
        {[0, 1].map((index) => (
          <Paper key={index} withBorder p="md" radius="md">
            <Skeleton height={14} width={220} />
            <Skeleton height={10} mt="md" />
            <Skeleton height={10} mt={8} width="70%" />
          </Paper>
        ))}
      </Stack>
    );
  }
  if (queue.isError) {
    return (
      <ErrorState
        title="Could not load the flagged comments"
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  const { items, total, pageSize } = queue.data;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState
          headingOrder={2}
          icon={<IconFlagCheck size={28} stroke={1.5} />}
          title={page > 1 ? 'Nothing on this page' : 'No flagged comments'}
          hint={
            page > 1
              ? 'The comments that were here have been decided.'
              : 'When readers flag a comment, it waits here for a decision.'
          }
          action={
            page > 1 ? (
              <Button variant="light" mt="sm" onClick={() => onPage(1)}>
                First page
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack
          component="ul"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Flagged comments"
        >
          {items.map((item) => (
            <li key={item.comment.id}>
              <QueueCard item={item} busy={busyId === item.comment.id} onDecide={decide} />
            </li>
          ))}
        </Stack>
      )}
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        label="Flagged comments"
        onPage={onPage}
        loading={queue.isPlaceholderData}
      />
      <ConfirmDialog
        opened={deleteOpened}
        title="Delete this comment?"
        confirmLabel="Delete comment"
        pending={setStatus.isPending}
        onClose={() => setDeleteOpened(false)}
        onConfirm={() => {
          if (!deleting) return;
          setStatus.mutate(
            { id: deleting.comment.id, status: 'deleted' },
            {
              onSuccess: () => {
                setDeleteOpened(false);
                focusAfterRender(() => document.getElementById(MODERATION_HEADING_ID));
              },
            },
          );
        }}
      >
        Readers no longer see it; admins still do, and can restore it from its idea’s page. Replies
        to it stay, under a placeholder.
      </ConfirmDialog>
    </>
  );
}
