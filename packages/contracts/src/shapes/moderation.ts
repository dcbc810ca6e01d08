import { z } from 'zod';
import { COMMENT_STATUSES } from '../schemas/comment.js';
import { FLAG_REASONS } from '../schemas/moderation.js';
import { commentAuthorShape, commentWithAuthorShape } from './comment.js';
import { isoInstant } from './common.js';

/** One reader's flag of a comment, as admins see it in the moderation queue. */
export const commentFlagShape = z.strictObject({
  reason: z.enum(FLAG_REASONS).nullable(),
  note: z.string().nullable(),
  createdAt: isoInstant,
  /** Who flagged it; null when that account is gone. */
  flagger: commentAuthorShape.nullable(),
});
export type CommentFlag = z.infer<typeof commentFlagShape>;

/**
 * A comment awaiting review (`GET /api/admin/flags`): the comment, its idea,
 * the comment it replies to (null for a top-level one), and the flags no
 * admin has decided on yet, newest first. `comment.flagCount` counts every
 * flag it ever had; `flags` only those awaiting review (none for a comment
 * flagged before flags kept their reasons).
 */
export const flagQueueItemShape = z.strictObject({
  comment: commentWithAuthorShape,
  idea: z.strictObject({ id: z.number().int(), title: z.string() }),
  parent: commentWithAuthorShape.nullable(),
  flags: z.array(commentFlagShape),
  /** When the latest flag awaiting review came (the queue's order, newest first). */
  lastFlaggedAt: isoInstant,
});
export type FlagQueueItem = z.infer<typeof flagQueueItemShape>;

/** One page of a moderation list: its items, which page, the page size and how many in all. */
function pageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

export const flagQueuePageShape = pageOf(flagQueueItemShape);
export type FlagQueuePage = z.infer<typeof flagQueuePageShape>;

/** What made a status change: an admin, or flags from enough readers (FLAG_THRESHOLD). */
export const MODERATION_CAUSES = ['moderator', 'flags'] as const;
export type ModerationCause = (typeof MODERATION_CAUSES)[number];

/**
 * One entry of the moderation log (`GET /api/admin/audit`): who changed
 * which comment's status from what to what, and when. `actor` is the admin
 * (null for the flag threshold, or an account that is gone). `comment.excerpt`
 * is the start of the comment's text as it is now.
 */
export const moderationLogEntryShape = z.strictObject({
  id: z.number().int(),
  createdAt: isoInstant,
  cause: z.enum(MODERATION_CAUSES),
  actor: commentAuthorShape.nullable(),
  fromStatus: z.enum(COMMENT_STATUSES),
  toStatus: z.enum(COMMENT_STATUSES),
  /** Flags awaiting review that this change settled. */
  flagsResolved: z.number().int(),
  comment: z.strictObject({
    id: z.number().int(),
    excerpt: z.string(),
    author: commentAuthorShape.nullable(),
  }),
  idea: z.strictObject({ id: z.number().int(), title: z.string() }),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntryShape>;

export const moderationLogPageShape = pageOf(moderationLogEntryShape);
export type ModerationLogPage = z.infer<typeof moderationLogPageShape>;
