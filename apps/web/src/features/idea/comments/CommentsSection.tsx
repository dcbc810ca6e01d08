import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconMessageCircle } from '@tabler/icons-react';
import { MESSAGES, type CommentItem } from '@thisoneforfree/contracts';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { ButtonLink } from '../../../components/links';
import { focusAfterRender } from '../../../lib/keep-focus';
import { useSingleFlight } from '../../../lib/single-flight';
import { trpc } from '../../../lib/trpc';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { CommentCard, authorName, flaggedNoteId, menuButtonId, replyButtonId } from './CommentCard';
import { CommentEditForm } from './CommentEditForm';
import { CommentForm } from './CommentForm';
import classes from './Comments.module.css';
import {
  buildCommentTree,
  countComments,
  isDeletedPlaceholder,
  type CommentNode,
} from './comment-tree';
import { FlagDialog } from './FlagDialog';
import {
  type FlagPayload,
  useFlagComment,
  useMendComment,
  useModerateComment,
} from './useCommentActions';

/** Replies deeper than this stop indenting further. */
const MAX_INDENT_DEPTH = 4;

/**
 * Comments (SPEC §2, §4): threads with replies indented under their parent,
 * a form for logged-in users (a login prompt for visitors), Reply and Flag
 * on active comments, and an admin menu to set a comment's status. Authors
 * edit and delete their own comments from the same menu (issue 12); a
 * deleted comment with replies stays as a placeholder above them. Flagging
 * asks for an optional reason (issue 13); deleting, by its author or an
 * admin, asks first.
 */
export function CommentsSection({ ideaId }: { ideaId: number }) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const comments = trpc.comments.list.useQuery({ ideaId });
  const flag = useFlagComment(ideaId);
  const setStatus = useModerateComment(ideaId);
  const { edit, remove } = useMendComment(ideaId);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  // The comment a dialog is about outlives the dialog's opening, so that while
  // it fades out it keeps its text (the titles never change).
  const [deleting, setDeleting] = useState<{ comment: CommentItem; as: 'author' | 'admin' }>();
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [flagging, setFlagging] = useState<{ id: number; authorName: string } | null>(null);
  const [flagOpened, setFlagOpened] = useState(false);
  const once = useSingleFlight();
  const lastReplyTarget = useRef<number | null>(null);
  const replyingRef = useRef<number | null>(null);
  replyingRef.current = replyingTo;

  const tree = comments.data ? buildCommentTree(comments.data) : [];
  const total = countComments(tree);

  const pendingId = [setStatus, edit, remove].find((mutation) => mutation.isPending)?.variables?.id;
  // The id input is coerced on the server, so its input type is loose.
  const busyId = pendingId === undefined ? undefined : Number(pendingId);

  const cancelReply = () => {
    setReplyingTo(null);
    // Back to the Reply button the reader came from.
    const id = lastReplyTarget.current;
    if (id !== null)
      requestAnimationFrame(() => {
        // Unless a new reply was opened in the meantime: its box keeps the focus.
        if (lastReplyTarget.current === id && replyingRef.current === null)
          document.getElementById(replyButtonId(id))?.focus();
      });
  };

  const handlers = {
    canInteract: user !== null,
    isAdmin: user?.isAdmin === 1,
    viewerId: user?.id,
    busyId,
    replyingTo,
    ideaId,
    onReply: (comment: CommentItem) => {
      lastReplyTarget.current = comment.id;
      setReplyingTo(comment.id);
    },
    onCancelReply: cancelReply,
    onFlag: (comment: CommentItem) => {
      setFlagging({ id: comment.id, authorName: authorName(comment) });
      setFlagOpened(true);
    },
    onSetStatus: (comment: CommentItem, status: 'active' | 'hidden' | 'deleted') => {
      // Deleting asks first, as it does for a comment's author.
      if (status === 'deleted') {
        setDeleting({ comment, as: 'admin' });
        setDeleteOpened(true);
        return;
      }
      setStatus.mutate({ id: comment.id, status });
    },
    editingId,
    editPending: edit.isPending,
    onEdit: (comment: CommentItem) => {
      setReplyingTo(null);
      setEditingId(comment.id);
    },
    onCancelEdit: (comment: CommentItem) => {
      setEditingId(null);
      focusAfterRender(() => document.getElementById(menuButtonId(comment.id)));
    },
    onSaveEdit: (comment: CommentItem, content: string) =>
      once((done) =>
        edit.mutate(
          { id: comment.id, content },
          {
            onSettled: done,
            onSuccess: () => {
              setEditingId(null);
              focusAfterRender(() => document.getElementById(menuButtonId(comment.id)));
            },
          },
        ),
      ),
    onDelete: (comment: CommentItem) => {
      setDeleting({ comment, as: 'author' });
      setDeleteOpened(true);
    },
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting.comment;
    const onSuccess = () => {
      setDeleteOpened(false);
      // For an author the comment and its menu are gone; an admin's stays, with its menu.
      focusAfterRender(() =>
        deleting.as === 'admin'
          ? document.getElementById(menuButtonId(id))
          : document.getElementById('comments-heading'),
      );
    };
    once((done) =>
      deleting.as === 'admin'
        ? setStatus.mutate({ id, status: 'deleted' }, { onSettled: done, onSuccess })
        : remove.mutate({ id }, { onSettled: done, onSuccess }),
    );
  };

  const closeFlag = () => setFlagOpened(false);

  // Once the dialog has faded out (after its own focus return, which finds the
  // Flag button gone when the flag went through): back to the comment, on its
  // Flag button or on the "Flagged by you" mark that replaced it.
  const flagClosed = () => {
    const id = flagging?.id;
    if (id === undefined) return;
    const target =
      document.getElementById(flaggedNoteId(id)) ??
      document.querySelector<HTMLElement>(`#comment-${id} [aria-haspopup="dialog"]`);
    target?.focus();
  };

  const submitFlag = (payload: FlagPayload) => {
    if (!flagging) return;
    once((done) =>
      flag.mutate(
        { id: flagging.id, ...payload },
        {
          onSettled: done,
          // A flag given already (another tab) closes the dialog too: there is nothing to add.
          onSuccess: closeFlag,
          onError: (error) => {
            if (error.message === MESSAGES.errors.alreadyFlagged) closeFlag();
          },
        },
      ),
    );
  };

  return (
    <section aria-labelledby="comments-heading">
      <Group gap="xs" mb="md" align="center">
        <Title order={2} size="h3" id="comments-heading" tabIndex={-1}>
          Comments
        </Title>
        {comments.data && (
          <Badge
            variant="light"
            color="gray"
            size="lg"
            circle
            aria-label={`${total} ${total === 1 ? 'comment' : 'comments'}`}
          >
            {total}
          </Badge>
        )}
      </Group>

      {userLoading ? (
        <Skeleton height={90} mb="lg" />
      ) : user ? (
        <Paper withBorder p="md" radius="md" mb="lg">
          <CommentForm ideaId={ideaId} />
        </Paper>
      ) : (
        <Paper withBorder p="md" radius="md" mb="lg" bg="var(--mantine-color-default-hover)">
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconLock size={18} aria-hidden />
              <Text size="sm">{MESSAGES.comments.loginPrompt}</Text>
            </Group>
            <ButtonLink
              to="/auth"
              search={{ redirect: `/idea/${ideaId}` }}
              size="sm"
              variant="light"
            >
              Log In / Sign Up
            </ButtonLink>
          </Group>
        </Paper>
      )}

      {comments.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading comments" role="status">
          {[0, 1].map((index) => (
            <Paper key={index} withBorder p="md" radius="md">
              <Group gap="sm">
                <Skeleton circle height={26} />
                <Skeleton height={12} width={140} />
              </Group>
              <Skeleton height={10} mt="md" />
              <Skeleton height={10} mt={8} width="70%" />
            </Paper>
          ))}
        </Stack>
      ) : comments.isError ? (
        <ErrorState
          title="Could not load comments"
          error={comments.error}
          onRetry={() => void comments.refetch()}
        />
      ) : tree.length === 0 ? (
        <EmptyState
          title="No comments yet"
          hint={
            user
              ? 'Start the discussion: what would you try first?'
              : 'Log in to start the discussion.'
          }
          icon={<IconMessageCircle size={28} stroke={1.5} />}
        />
      ) : (
        <ul className={classes.list} aria-label="Comments">
          {tree.map((node) => (
            <CommentThread key={node.comment.id} node={node} depth={0} {...handlers} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        opened={deleteOpened}
        title="Delete this comment?"
        confirmLabel="Delete comment"
        pending={remove.isPending || (deleting?.as === 'admin' && setStatus.isPending)}
        onConfirm={confirmDelete}
        onClose={() => setDeleteOpened(false)}
      >
        {deleting?.as === 'admin'
          ? `Readers no longer see it; admins still do, and can restore it. Replies to it stay, under “${MESSAGES.comments.deletedPlaceholder}”.`
          : `It leaves the discussion for good. Replies to it stay, under “${MESSAGES.comments.deletedPlaceholder}”.`}
      </ConfirmDialog>
      <FlagDialog
        opened={flagOpened}
        comment={flagging}
        pending={flag.isPending}
        onSubmit={submitFlag}
        onClose={closeFlag}
        onClosed={flagClosed}
      />
    </section>
  );
}

interface ThreadProps {
  node: CommentNode;
  depth: number;
  ideaId: number;
  canInteract: boolean;
  isAdmin: boolean;
  viewerId: number | undefined;
  busyId: number | undefined;
  replyingTo: number | null;
  onReply: (comment: CommentItem) => void;
  onCancelReply: () => void;
  onFlag: (comment: CommentItem) => void;
  onSetStatus: (comment: CommentItem, status: 'active' | 'hidden' | 'deleted') => void;
  editingId: number | null;
  editPending: boolean;
  onEdit: (comment: CommentItem) => void;
  onCancelEdit: (comment: CommentItem) => void;
  onSaveEdit: (comment: CommentItem, content: string) => void;
  onDelete: (comment: CommentItem) => void;
}

function CommentThread({ node, depth, ...props }: ThreadProps) {
  const { comment, replies } = node;
  const replying =
    props.replyingTo === comment.id && props.canInteract && comment.status === 'active';
  const editing = props.editingId === comment.id;
  const repliesTo = isDeletedPlaceholder(comment) ? 'a deleted comment' : authorName(comment);
  return (
    <li>
      <CommentCard
        comment={comment}
        canInteract={props.canInteract}
        isAdmin={props.isAdmin}
        isOwn={props.viewerId !== undefined && comment.userId === props.viewerId}
        isOrphan={node.isOrphan}
        onReply={props.onReply}
        onFlag={props.onFlag}
        onSetStatus={props.onSetStatus}
        onEdit={props.onEdit}
        onDelete={props.onDelete}
        editForm={
          editing ? (
            <CommentEditForm
              initialContent={comment.content}
              label="Edit your comment"
              pending={props.editPending}
              onCancel={() => props.onCancelEdit(comment)}
              onSave={(content) => props.onSaveEdit(comment, content)}
            />
          ) : undefined
        }
        busy={props.busyId === comment.id}
        replying={replying}
      />
      {replying && (
        <div className={`${classes.replies} ${classes.replyForm}`}>
          <CommentForm
            ideaId={props.ideaId}
            replyTo={{ id: comment.id, authorName: authorName(comment) }}
            onCancel={props.onCancelReply}
          />
        </div>
      )}
      {replies.length > 0 && (
        <ul
          className={`${classes.list} ${classes.replies} ${depth >= MAX_INDENT_DEPTH ? classes.flat : ''}`}
          aria-label={`Replies to ${repliesTo}`}
        >
          {replies.map((reply) => (
            <CommentThread key={reply.comment.id} node={reply} depth={depth + 1} {...props} />
          ))}
        </ul>
      )}
    </li>
  );
}
