import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconDotsVertical,
  IconEyeOff,
  IconFlag,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { type AdminCommentStatus, type CommentItem, MESSAGES } from '@thisoneforfree/contracts';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/links';
import { RichText } from '../../../components/rich-text/RichText';
import classes from './Comments.module.css';
import { COMMENT_STATUS_COLORS, COMMENT_STATUS_LABELS } from './comment-status';
import { isDeletedPlaceholder } from './comment-tree';
import { commentDate, fullDate } from './relative-time';

export interface CommentCardProps {
  comment: CommentItem;
  /** Logged-in users may reply to and flag active comments. */
  canInteract: boolean;
  isAdmin: boolean;
  /** The viewer wrote it: no Flag button on one's own words. */
  isOwn?: boolean;
  /** A reply to a comment the viewer cannot see (hidden or deleted). */
  isOrphan?: boolean;
  onReply: (comment: CommentItem) => void;
  onFlag: (comment: CommentItem) => void;
  onSetStatus: (comment: CommentItem, status: AdminCommentStatus) => void;
  /** Its author edits it (issue 12): the card shows `editForm` instead of the text. */
  onEdit?: (comment: CommentItem) => void;
  /** Its author deletes it (after a confirmation the caller asks for). */
  onDelete?: (comment: CommentItem) => void;
  /** The form that replaces the text while its author edits it. */
  editForm?: ReactNode;
  /** This comment's flag, status change, edit or delete is on its way. */
  busy?: boolean;
  /** Its reply form is open. */
  replying?: boolean;
}

/** The name shown for a comment's author. */
export function authorName(comment: CommentItem): string {
  return comment.author ? comment.author.name || comment.author.username : 'Unknown user';
}

export function replyButtonId(commentId: number) {
  return `comment-${commentId}-reply`;
}

export function menuButtonId(commentId: number) {
  return `comment-${commentId}-menu`;
}

/** Where a flagger's keyboard goes once the Flag button has made way for "Flagged by you". */
export function flaggedNoteId(commentId: number) {
  return `comment-${commentId}-flagged`;
}

/** Its text changed after it was posted (the server moves `updatedAt` only then). */
export function isEdited(comment: CommentItem): boolean {
  return comment.updatedAt !== comment.createdAt;
}

const ADMIN_ACTIONS: {
  status: AdminCommentStatus;
  label: string;
  icon: typeof IconTrash;
  color?: string;
}[] = [
  { status: 'active', label: 'Mark Active', icon: IconCircleCheck },
  { status: 'hidden', label: 'Hide', icon: IconEyeOff },
  { status: 'deleted', label: 'Delete', icon: IconTrash, color: 'red' },
];

/**
 * What is left of a deleted comment that has replies: a dashed card saying
 * so, with no text, author or actions (its replies stay under it).
 */
function DeletedPlaceholder({ comment }: { comment: CommentItem }) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      className={classes.card}
      data-status="deleted"
      data-placeholder
      component="article"
      aria-label={MESSAGES.comments.deletedPlaceholder}
      id={`comment-${comment.id}`}
    >
      <Group gap="xs" wrap="nowrap">
        <IconTrash size={16} aria-hidden style={{ flexShrink: 0, opacity: 0.7 }} />
        <Text size="sm" c="dimmed" fs="italic">
          {MESSAGES.comments.deletedPlaceholder}
        </Text>
      </Group>
    </Paper>
  );
}

/** One comment: author, date, text, status badge, and the actions the viewer may take. */
export function CommentCard(props: CommentCardProps) {
  if (isDeletedPlaceholder(props.comment)) return <DeletedPlaceholder comment={props.comment} />;
  return <CommentBody {...props} />;
}

function CommentBody({
  comment,
  canInteract,
  isAdmin,
  isOwn = false,
  isOrphan = false,
  onReply,
  onFlag,
  onSetStatus,
  onEdit,
  onDelete,
  editForm,
  busy = false,
  replying = false,
}: CommentCardProps) {
  const name = authorName(comment);
  const active = comment.status === 'active';
  const headingId = `comment-${comment.id}-author`;
  // Its author mends it (edit, delete); admins moderate it. Both in one menu.
  const canMend = isOwn && comment.status !== 'deleted' && onEdit !== undefined;
  const editing = editForm !== undefined;
  const moderation = ADMIN_ACTIONS.filter(
    // An admin deletes their own comment as its author, with the confirmation.
    (action) => !(canMend && action.status === 'deleted'),
  );
  const menuLabel = canMend
    ? isAdmin
      ? 'Edit, delete or moderate your comment'
      : 'Edit or delete your comment'
    : `Moderate comment by ${name}`;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      className={classes.card}
      data-status={comment.status}
      component="article"
      aria-labelledby={headingId}
      id={`comment-${comment.id}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar size="sm" radius="xl" color="indigo" aria-hidden>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} id={headingId} truncate>
              {comment.author ? (
                <AnchorLink to="/users/$id" params={{ id: comment.author.id }} inherit>
                  {name}
                </AnchorLink>
              ) : (
                name
              )}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {comment.author && <>@{comment.author.username} · </>}
              <time dateTime={comment.createdAt} title={fullDate(comment.createdAt)}>
                {commentDate(comment.createdAt)}
              </time>
              {isEdited(comment) && (
                <>
                  {' · '}
                  <time
                    dateTime={comment.updatedAt}
                    title={`Edited ${fullDate(comment.updatedAt)}`}
                    data-testid="comment-edited"
                  >
                    edited
                  </time>
                </>
              )}
            </Text>
          </div>
        </Group>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {!active && (
            <Badge
              color={COMMENT_STATUS_COLORS[comment.status]}
              variant="light"
              data-testid="comment-status"
            >
              {COMMENT_STATUS_LABELS[comment.status]}
            </Badge>
          )}
          {(isAdmin || canMend) && !editing && (
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <Tooltip label={canMend ? 'More actions' : 'Moderate'} withArrow>
                  <ActionIcon
                    id={menuButtonId(comment.id)}
                    variant="subtle"
                    color="gray"
                    loading={busy}
                    aria-label={menuLabel}
                  >
                    <IconDotsVertical size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Menu.Target>
              <Menu.Dropdown>
                {canMend && (
                  <>
                    {isAdmin && <Menu.Label>Your comment</Menu.Label>}
                    <Menu.Item
                      leftSection={<IconPencil size={16} aria-hidden />}
                      onClick={() => onEdit?.(comment)}
                    >
                      Edit
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => onDelete?.(comment)}
                    >
                      Delete
                    </Menu.Item>
                  </>
                )}
                {isAdmin && (
                  <>
                    {canMend && <Menu.Divider />}
                    <Menu.Label>Set status</Menu.Label>
                    {moderation.map(({ status, label, icon: Icon, color }) => (
                      <Menu.Item
                        key={status}
                        color={color}
                        leftSection={<Icon size={16} aria-hidden />}
                        disabled={comment.status === status}
                        onClick={() => onSetStatus(comment, status)}
                      >
                        {label}
                      </Menu.Item>
                    ))}
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>

      {isOrphan && (
        <Text size="xs" c="dimmed" mt="xs">
          In reply to a comment that is no longer shown
        </Text>
      )}
      {editing ? (
        <div className={classes.editForm}>{editForm}</div>
      ) : (
        <Text component="div" className={classes.content} mt="sm" size="sm" lh={1.6}>
          <RichText source={comment.content} />
        </Text>
      )}

      {isAdmin && comment.flagCount > 0 && (
        <Text size="xs" c="var(--mantine-color-yellow-light-color)" mt={6}>
          Flagged {comment.flagCount} {comment.flagCount === 1 ? 'time' : 'times'}
        </Text>
      )}

      {canInteract && active && !editing && (
        <Group gap={4} mt="xs" align="center">
          <Button
            id={replyButtonId(comment.id)}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => onReply(comment)}
            aria-expanded={replying}
            aria-label={`Reply to ${name}`}
          >
            Reply
          </Button>
          {!isOwn && !comment.flaggedByMe && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconFlag size={16} aria-hidden />}
              onClick={() => onFlag(comment)}
              aria-label={`Flag comment by ${name}`}
              aria-haspopup="dialog"
            >
              Flag
            </Button>
          )}
          {comment.flaggedByMe && (
            <Text
              size="xs"
              c="dimmed"
              px={6}
              id={flaggedNoteId(comment.id)}
              tabIndex={-1}
              data-testid="comment-flagged-by-me"
            >
              <IconFlag size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
              Flagged by you for review
            </Text>
          )}
        </Group>
      )}
    </Paper>
  );
}
