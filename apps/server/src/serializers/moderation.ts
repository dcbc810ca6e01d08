import type {
  CommentAuthor,
  CommentFlag,
  CommentStatus,
  CommentWithAuthor,
  FlagQueueItem,
  FlagReason,
  ModerationCause,
  ModerationLogEntry,
} from '@thisoneforfree/contracts';
import type { OpenFlagRow } from '../data/comment-flags.js';
import type { LogRow, QueueRow } from '../data/moderation.js';
import { toCommentWithAuthor } from './comments.js';

/** The moderation queue's and log's rows become the contracts' shapes here. */

/** How much of a comment's text the moderation log shows. */
const EXCERPT_LENGTH = 160;

function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

function person(
  id: number | null,
  username: string | null,
  name: string | null,
): CommentAuthor | null {
  return id !== null && username !== null && name !== null ? { id, username, name } : null;
}

export function toCommentFlag(row: OpenFlagRow): CommentFlag {
  return {
    // The table's check constraint allows only FLAG_REASONS.
    reason: row.reason as FlagReason | null,
    note: row.note,
    createdAt: row.created_at,
    flagger: person(row.user_id, row.flagger_username, row.flagger_name),
  };
}

export function toFlagQueueItem(
  row: QueueRow,
  flags: readonly OpenFlagRow[],
  parent: CommentWithAuthor | null,
): FlagQueueItem {
  const { idea_title: title, ...comment } = row;
  return {
    comment: toCommentWithAuthor(comment),
    idea: { id: row.idea_id, title },
    parent,
    flags: flags.map(toCommentFlag),
    // Only queued rows are read: the column is set on each of them.
    lastFlaggedAt: row.review_requested_at!,
  };
}

export function toModerationLogEntry(row: LogRow): ModerationLogEntry {
  return {
    id: row.id,
    createdAt: row.created_at,
    // The table's check constraints allow only these.
    cause: row.cause as ModerationCause,
    actor: person(row.actor_id, row.actor_username, row.actor_name),
    fromStatus: row.from_status as CommentStatus,
    toStatus: row.to_status as CommentStatus,
    flagsResolved: row.flags_resolved,
    comment: {
      id: row.comment_id,
      excerpt: excerpt(row.content_text),
      author: person(row.comment_user_id, row.author_username, row.author_name),
    },
    idea: { id: row.idea_id, title: row.idea_title },
  };
}
