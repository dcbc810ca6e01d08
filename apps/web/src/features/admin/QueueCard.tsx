import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconEyeOff, IconTrash } from '@tabler/icons-react';
import {
  type AdminCommentStatus,
  type CommentWithAuthor,
  FLAG_REASON_LABELS,
  type FlagQueueItem,
} from '@thisoneforfree/contracts';
import { AnchorLink } from '../../components/links';
import { plainText } from '../../components/rich-text/plain-text';
import { RichText } from '../../components/rich-text/RichText';
import { COMMENT_STATUS_COLORS, COMMENT_STATUS_LABELS } from '../idea/comments/comment-status';
import { commentDate, fullDate } from '../idea/comments/relative-time';
import { actionLabel } from './useModerationActions';

export interface QueueCardProps {
  item: FlagQueueItem;
  /** A decision on this comment is on its way. */
  busy: boolean;
  onDecide: (item: FlagQueueItem, status: AdminCommentStatus) => void;
}

const ACTIONS: { status: AdminCommentStatus; icon: typeof IconTrash; color?: string }[] = [
  { status: 'active', icon: IconCircleCheck },
  { status: 'hidden', icon: IconEyeOff },
  { status: 'deleted', icon: IconTrash, color: 'red' },
];

const nameOf = (comment: Pick<CommentWithAuthor, 'author'>) =>
  comment.author ? comment.author.name || comment.author.username : 'Deleted user';

/** How much of the replied-to comment the card shows. */
const PARENT_EXCERPT = 200;

function excerpt(source: string): string {
  const text = plainText(source);
  return text.length <= PARENT_EXCERPT ? text : `${text.slice(0, PARENT_EXCERPT - 1).trimEnd()}…`;
}

/**
 * One comment awaiting review: where it was posted (the idea, and the
 * comment it answers), what it says, the flags readers gave (reason,
 * details, who, when) and the three decisions.
 */
export function QueueCard({ item, busy, onDecide }: QueueCardProps) {
  const { comment, idea, parent, flags } = item;
  const headingId = `queued-${comment.id}`;
  const name = nameOf(comment);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h5" id={headingId}>
              Comment by{' '}
              {comment.author ? (
                <AnchorLink to="/users/$id" params={{ id: comment.author.id }} inherit>
                  {name}
                </AnchorLink>
              ) : (
                name
              )}
            </Title>
            <Text size="xs" c="dimmed">
              <time dateTime={comment.createdAt} title={fullDate(comment.createdAt)}>
                {commentDate(comment.createdAt)}
              </time>{' '}
              on{' '}
              <AnchorLink
                to="/idea/$id"
                params={{ id: idea.id }}
                hash={`comment-${comment.id}`}
                size="xs"
              >
                {idea.title}
              </AnchorLink>
            </Text>
          </div>
          <Badge
            color={COMMENT_STATUS_COLORS[comment.status]}
            variant="light"
            style={{ flexShrink: 0 }}
            data-testid="queued-status"
          >
            {COMMENT_STATUS_LABELS[comment.status]}
          </Badge>
        </Group>

        {parent && (
          <Paper
            radius="sm"
            p="xs"
            bg="var(--mantine-color-default-hover)"
            aria-label={`In reply to ${nameOf(parent)}`}
          >
            <Text size="xs" c="dimmed">
              In reply to {nameOf(parent)}
              {parent.status !== 'active' && ` (${COMMENT_STATUS_LABELS[parent.status]})`}
            </Text>
            <Text size="sm">{excerpt(parent.content)}</Text>
          </Paper>
        )}

        <Text component="div" size="sm" lh={1.6}>
          <RichText source={comment.content} />
        </Text>

        <div>
          <Text size="sm" fw={600}>
            {flags.length === 1 ? '1 flag' : `${flags.length} flags`} awaiting review
            {comment.flagCount !== flags.length && (
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                ({comment.flagCount} in all)
              </Text>
            )}
          </Text>
          {flags.length > 0 && (
            <Stack
              component="ul"
              gap={6}
              mt={6}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Flags"
            >
              {flags.map((flag, index) => (
                <li key={`${flag.createdAt}-${index}`}>
                  <Group gap={6} wrap="wrap">
                    <Badge variant="light" color={flag.reason ? 'yellow' : 'gray'} size="sm">
                      {flag.reason ? FLAG_REASON_LABELS[flag.reason] : 'No reason given'}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      by{' '}
                      {flag.flagger ? flag.flagger.name || flag.flagger.username : 'Deleted user'} ·{' '}
                      <time dateTime={flag.createdAt} title={fullDate(flag.createdAt)}>
                        {commentDate(flag.createdAt)}
                      </time>
                    </Text>
                  </Group>
                  {flag.note && (
                    <Text size="sm" mt={2}>
                      {flag.note}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          )}
        </div>

        <Group gap="xs">
          {ACTIONS.map(({ status, icon: Icon, color }) => (
            <Button
              key={status}
              size="xs"
              variant={status === 'deleted' ? 'light' : 'default'}
              color={color}
              leftSection={<Icon size={16} aria-hidden />}
              disabled={busy}
              onClick={() => onDecide(item, status)}
            >
              {actionLabel(status, comment.status)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
