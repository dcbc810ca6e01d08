import { Badge, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { CommentStatus, ModerationLogEntry } from '@thisoneforfree/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { AnchorLink } from '../../components/links';
import { trpc } from '../../lib/trpc';
import { COMMENT_STATUS_COLORS, COMMENT_STATUS_LABELS } from '../idea/comments/comment-status';
import { fullDate } from '../idea/comments/relative-time';
import { Pager } from './Pager';

export interface ModerationLogProps {
  page: number;
  onPage: (page: number) => void;
}

function StatusBadge({ status }: { status: CommentStatus }) {
  return (
    <Badge color={COMMENT_STATUS_COLORS[status]} variant="light" size="sm">
      {COMMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Who made the change: the admin, or the readers whose flags reached the threshold. */
function who(entry: ModerationLogEntry): string {
  if (entry.cause === 'flags') return 'Flags from readers';
  return entry.actor ? entry.actor.name || entry.actor.username : 'A deleted admin';
}

/** One change: when, who, from and to, and which comment of which idea. */
function LogEntry({ entry }: { entry: ModerationLogEntry }) {
  const author = entry.comment.author;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="moderation-log-entry">
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          <time dateTime={entry.createdAt}>{fullDate(entry.createdAt)}</time>
        </Text>
        <Text component="div" size="sm" lh={1.9}>
          <Text span size="sm" fw={600}>
            {who(entry)}
          </Text>{' '}
          changed a comment from <StatusBadge status={entry.fromStatus} /> to{' '}
          <StatusBadge status={entry.toStatus} />
          {entry.flagsResolved > 0 && (
            <Text span size="sm" c="dimmed">
              {' '}
              ({entry.flagsResolved === 1 ? '1 flag' : `${entry.flagsResolved} flags`} settled)
            </Text>
          )}
        </Text>
        <Text size="sm" lineClamp={2}>
          “{entry.comment.excerpt}”
        </Text>
        <Text size="xs" c="dimmed">
          by {author ? author.name || author.username : 'Deleted user'} on{' '}
          <AnchorLink
            to="/idea/$id"
            params={{ id: entry.idea.id }}
            hash={`comment-${entry.comment.id}`}
            size="xs"
          >
            {entry.idea.title}
          </AnchorLink>
        </Text>
      </Stack>
    </Paper>
  );
}

/** The moderation log: every status change, newest first, a page at a time. */
export function ModerationLog({ page, onPage }: ModerationLogProps) {
  const log = trpc.admin.audit.useQuery({ page }, { placeholderData: keepPreviousData });
  if (log.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the moderation log" role="status">
        {[0, 1, 2].map((index) => (
          <Paper key={index} withBorder p="sm" radius="md">
            <Skeleton height={10} width={160} />
            <Skeleton height={12} mt="sm" width="60%" />
          </Paper>
        ))}
      </Stack>
    );
  }
  if (log.isError) {
    return (
      <ErrorState
        title="Could not load the moderation log"
        error={log.error}
        onRetry={() => void log.refetch()}
      />
    );
  }
  const { items, total, pageSize } = log.data;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState
          headingOrder={2}
          icon={<IconHistory size={28} stroke={1.5} />}
          title={page > 1 ? 'Nothing on this page' : 'No moderation yet'}
          hint="Every change of a comment’s status, by an admin or by readers’ flags, is listed here."
        />
      ) : (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Moderation log"
        >
          {items.map((entry) => (
            <LogEntry key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        label="Moderation log"
        onPage={onPage}
        loading={log.isPlaceholderData}
      />
    </>
  );
}
