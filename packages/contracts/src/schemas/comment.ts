import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { positiveId } from './id.js';

const v = MESSAGES.validation;

export const COMMENT_STATUSES = ['active', 'hidden', 'flagged', 'deleted'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Statuses an admin can set (SPEC §4). `flagged` is reached only by flagging. */
export const ADMIN_COMMENT_STATUSES = ['active', 'hidden', 'deleted'] as const;
export type AdminCommentStatus = (typeof ADMIN_COMMENT_STATUSES)[number];

/** A comment's text (SPEC §5): 1 to 1000 characters once trimmed. */
const commentContent = z
  .string(v.commentRequired)
  .trim()
  .min(LIMITS.commentMin, v.commentRequired)
  .max(LIMITS.commentMax, v.commentTooLong);

export const commentInput = z.object({
  content: commentContent,
  parentId: positiveId().nullish(),
  /**
   * Optional idempotency key, a UUID the client makes once per comment it
   * composes: posting again with the same key (a double click, a retry after
   * a lost answer) returns the comment the first post created.
   */
  clientKey: z.uuid(v.clientKeyInvalid).optional(),
});
export type CommentInput = z.input<typeof commentInput>;

/** Its author's edit of a comment (`PUT /api/comments/{id}`): the same rule as posting. */
export const commentEditInput = z.object({ content: commentContent });
export type CommentEditInput = z.input<typeof commentEditInput>;

export const commentStatusInput = z.object({
  status: z.enum(ADMIN_COMMENT_STATUSES, v.commentStatusInvalid),
});
export type CommentStatusInput = z.input<typeof commentStatusInput>;
