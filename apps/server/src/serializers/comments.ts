import type {
  Comment,
  CommentItem,
  CommentStatus,
  CommentWithAuthor,
} from '@thisoneforfree/contracts';
import type { CommentRow } from '../db/schema.js';
import type { CommentForReaderRow, CommentWithAuthorRow } from '../data/comments.js';

/** Comment rows become the contracts' shapes only here, field by field. */

/** The REST shape of SPEC §7, with SPEC §3's `flagCount`. */
export function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    ideaId: row.idea_id,
    userId: row.user_id,
    parentId: row.parent_id,
    content: row.content,
    // The column's check constraint allows only the four statuses.
    status: row.status as CommentStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    flagCount: row.flag_count,
  };
}

/** The comment with its author's public name (null when the account is gone). */
export function toCommentWithAuthor(row: CommentWithAuthorRow): CommentWithAuthor {
  const author =
    row.author_username !== null && row.author_name !== null
      ? { id: row.user_id, username: row.author_username, name: row.author_name }
      : null;
  return Object.assign(toComment(row), { author });
}

/** The comment as the web app shows it to a reader: with its author, and whether they flagged it. */
export function toCommentItem(row: CommentForReaderRow): CommentItem {
  // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
  return Object.assign(toCommentWithAuthor(row), { flaggedByMe: Boolean(row.flagged_by_reader) });
}

/**
 * A deleted comment kept as the placeholder its replies hang under: its ids,
 * status and dates, never its text, who wrote it or its flags (the REST
 * shape keeps `userId`, a number every reader saw before it was deleted).
 */
export function toDeletedPlaceholder(row: CommentForReaderRow): CommentItem {
  return Object.assign(toComment(row), {
    content: '',
    flagCount: 0,
    author: null,
    flaggedByMe: false,
  });
}

/** Drops what only the web app reads (author, the reader's flag), for REST clients: SPEC §7's fields. */
export function withoutAuthor({
  author: _author,
  flaggedByMe: _flagged,
  ...comment
}: CommentItem): Comment {
  return comment;
}
