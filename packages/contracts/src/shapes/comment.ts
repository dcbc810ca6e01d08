import { z } from 'zod';
import { COMMENT_STATUSES } from '../schemas/comment.js';
import { isoInstant } from './common.js';

/**
 * A comment as SPEC §7 sends it, with SPEC §3's `flagCount`: how many
 * readers have flagged it (issue 13: one flag per reader; it becomes
 * `flagged` once FLAG_THRESHOLD readers' flags await review). `updatedAt` is
 * when its text last changed: equal to `createdAt` until its author edits it
 * (flags and moderation leave it alone). A deleted comment that has replies
 * is listed to everyone but admins as a placeholder the replies hang under:
 * status `deleted`, `content` empty (and on tRPC, `author` null).
 */
export const commentShape = z.strictObject({
  id: z.number().int(),
  ideaId: z.number().int(),
  userId: z.number().int(),
  parentId: z.number().int().nullable(),
  content: z.string(),
  status: z.enum(COMMENT_STATUSES),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  flagCount: z.number().int(),
});
export type Comment = z.infer<typeof commentShape>;

/** A comment's author as the web app shows it; null when the account is gone. */
export const commentAuthorShape = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
});
export type CommentAuthor = z.infer<typeof commentAuthorShape>;

/** A comment with its author's public name (the moderation queue). */
export const commentWithAuthorShape = commentShape.extend({
  author: commentAuthorShape.nullable(),
});
export type CommentWithAuthor = z.infer<typeof commentWithAuthorShape>;

/**
 * A comment as the web app shows it (tRPC): the comment, its author's public
 * name, and whether the reader asking has flagged it (false for visitors),
 * so the app offers no second flag.
 */
export const commentItemShape = commentWithAuthorShape.extend({ flaggedByMe: z.boolean() });
export type CommentItem = z.infer<typeof commentItemShape>;
