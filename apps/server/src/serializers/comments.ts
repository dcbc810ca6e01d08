import type { Comment, CommentItem, CommentStatus } from '@thisoneforfree/contracts';
import type { CommentRow } from '../db/schema.js';
import type { CommentWithAuthorRow } from '../data/comments.js';

/** Comment rows become the contracts' shapes only here, field by field. */

/** The REST shape of SPEC §7, with `flagCount` only when an admin asks. */
export function toComment(row: CommentRow, forAdmin: boolean): Comment {
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
    ...(forAdmin ? { flagCount: row.flag_count } : {}),
  };
}

/** The comment with its author's public name (null when the account is gone), as the web app shows it. */
export function toCommentItem(row: CommentWithAuthorRow, forAdmin: boolean): CommentItem {
  const author =
    row.author_username !== null && row.author_name !== null
      ? { id: row.user_id, username: row.author_username, name: row.author_name }
      : null;
  return { ...toComment(row, forAdmin), author };
}

/**
 * A deleted comment kept as the placeholder its replies hang under: its ids,
 * status and dates, never its text or who wrote it (the REST shape keeps
 * `userId`, a number every reader saw before it was deleted).
 */
export function toDeletedPlaceholder(row: CommentWithAuthorRow): CommentItem {
  return { ...toComment(row, false), content: '', author: null };
}

/** Drops the author, for REST clients, which get exactly the fields of SPEC §7. */
export function withoutAuthor({ author: _author, ...comment }: CommentItem): Comment {
  return comment;
}
