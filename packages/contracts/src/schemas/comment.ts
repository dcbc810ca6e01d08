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

export const commentInput = z.object({
  content: z
    .string(v.commentRequired)
    .trim()
    .min(LIMITS.commentMin, v.commentRequired)
    .max(LIMITS.commentMax, v.commentTooLong),
  parentId: positiveId().nullish(),
  /**
   * Optional idempotency key, a UUID the client makes once per comment it
   * composes: posting again with the same key (a double click, a retry after
   * a lost answer) returns the comment the first post created.
   */
  clientKey: z.uuid(v.clientKeyInvalid).optional(),
});
export type CommentInput = z.input<typeof commentInput>;

export const commentStatusInput = z.object({
  status: z.enum(ADMIN_COMMENT_STATUSES, v.commentStatusInvalid),
});
export type CommentStatusInput = z.input<typeof commentStatusInput>;
