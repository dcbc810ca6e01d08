import type { DB } from '../../db/database.js';
import { insertFollow } from '../../data/follows.js';
import { queueFanOutJob } from '../../data/notification-jobs.js';
import {
  insertClaimNotifications,
  insertNotification,
  takeUnreadRating,
} from '../../data/notifications.js';

/**
 * Who hears of what (issue 15, docs/decisions/0010). Each function runs in
 * the transaction of the write it reports, so a notification exists exactly
 * when its cause does (a new idea's, to followers who may be thousands, by
 * a job queued in it: fan-out.ts); the caller kicks the job runners after
 * the commit. Nobody is notified of their own actions.
 */

/**
 * A new comment: the author of the comment it replies to hears of a reply,
 * the idea's author of a comment on their idea (once: a reply to the idea
 * author's own comment is a reply). `past` marks a comment of the demo seed,
 * dated weeks back: its notifications count as emailed then, so the first
 * start does not mail the seeded researchers (nor fill the outbox a new user
 * looks in for their verification email).
 */
export async function notifyNewComment(
  trx: DB,
  comment: {
    id: number;
    ideaId: number;
    ideaAuthorId: number;
    authorId: number;
    parentAuthorId: number | null;
    at: string;
    past?: boolean;
  },
): Promise<void> {
  const base = {
    ideaId: comment.ideaId,
    actorId: comment.authorId,
    commentId: comment.id,
    at: comment.at,
    emailedCount: comment.past ? 1 : 0,
  };
  const { parentAuthorId } = comment;
  if (parentAuthorId !== null && parentAuthorId !== comment.authorId) {
    await insertNotification(trx, {
      ...base,
      recipientId: parentAuthorId,
      kind: 'reply',
      reason: 'yourComment',
      category: 'replies',
    });
  }
  if (comment.ideaAuthorId !== comment.authorId && comment.ideaAuthorId !== parentAuthorId) {
    await insertNotification(trx, {
      ...base,
      recipientId: comment.ideaAuthorId,
      kind: 'comment',
      reason: 'yourIdea',
      category: 'comments',
    });
  }
}

/**
 * A researcher's first rating of an idea (changing one's stars is not news):
 * its author's unread rating notification of the idea counts one more and
 * becomes the newest, or a new one starts.
 */
export async function notifyNewRating(
  trx: DB,
  rating: { ideaId: number; ideaAuthorId: number; raterId: number; at: string },
): Promise<void> {
  if (rating.raterId === rating.ideaAuthorId) return;
  const unread = await takeUnreadRating(trx, rating.ideaAuthorId, rating.ideaId);
  await insertNotification(trx, {
    recipientId: rating.ideaAuthorId,
    kind: 'rating',
    reason: 'yourIdea',
    category: 'ratings',
    ideaId: rating.ideaId,
    actorId: rating.raterId,
    commentId: null,
    at: rating.at,
    eventCount: (unread?.eventCount ?? 0) + 1,
    emailedCount: unread?.emailedCount ?? 0,
  });
}

/** A claim (`claim`) or a published result (`result`) of an idea, to its followers. */
export async function notifyClaim(
  trx: DB,
  claim: {
    kind: 'claim' | 'result';
    ideaId: number;
    authorId: number;
    actorId: number;
    at: string;
  },
): Promise<void> {
  await insertClaimNotifications(trx, claim);
}

/**
 * A new idea: its author follows it from now on (claims and results reach
 * them), and the followers of its author and of its fields are to hear of
 * it: the fan-out job, run right after the commit (`ctx.notificationFanOut.kick()`).
 */
export async function notifyNewIdea(
  trx: DB,
  idea: { ideaId: number; authorId: number; at: string },
): Promise<void> {
  await insertFollow(trx, idea.authorId, { kind: 'idea', target: idea.ideaId }, idea.at);
  await queueFanOutJob(trx, idea.ideaId);
}
