import { commentInput } from '@thisoneforfree/contracts';
import { insertComment } from '../data/comments.js';
import { DAY_MS } from '../lib/time.js';
import type { Services } from '../services/context.js';
import { notifyNewComment } from '../services/notifications/notify.js';
import { idOf } from './random.js';
import { COMMENTS, IDEAS, type SeedComment } from './seed-data.js';

interface FlatComment {
  comment: SeedComment;
  parent: FlatComment | null;
  id?: number;
}

/** A seeded comment that readers flagged, for seed/moderation.ts. */
export interface FlaggedSeedComment {
  id: number;
  comment: SeedComment;
  createdAt: number;
}

function flatten(comments: SeedComment[], parent: FlatComment | null = null): FlatComment[] {
  return comments.flatMap((comment) => {
    const flat: FlatComment = { comment, parent };
    return [flat, ...flatten(comment.replies ?? [], flat)];
  });
}

/**
 * Threads in one transaction, written directly: the comment service stamps
 * "now", and the demo needs dates spread over months. Each comment notifies
 * as the service's does (the idea's author, the author of the comment it
 * answers), at its own date, as already emailed. A thread's comments are
 * spread over the weeks after the idea was posted, replies after their
 * parent. None was edited: updatedAt, the time of the text, is createdAt.
 * Their flags, statuses and moderation log are seed/moderation.ts's, given
 * the flagged comments this answers.
 */
export async function insertComments(
  ctx: Services,
  users: Map<string, number>,
  ideas: Map<string, number>,
  now: number,
): Promise<{ count: number; flagged: FlaggedSeedComment[] }> {
  const ideaDates = new Map(IDEAS.map((idea) => [idea.key, now - idea.daysAgo * DAY_MS]));
  const ideaAuthors = new Map(IDEAS.map((idea) => [idea.key, idea.author]));
  return ctx.db.transaction().execute(async (trx) => {
    let count = 0;
    const flagged: FlaggedSeedComment[] = [];
    for (const [key, thread] of Object.entries(COMMENTS)) {
      const ideaId = idOf(ideas, key, 'commented idea');
      const posted = ideaDates.get(key)!;
      const flat = flatten(thread);
      const span = Math.min(now - posted, 45 * DAY_MS);
      for (const [index, entry] of flat.entries()) {
        const { comment, parent } = entry;
        if (parent && (parent.comment.status ?? 'active') !== 'active') {
          throw new Error(`Demo seed: a reply on "${key}" answers a comment that is not active`);
        }
        const createdAt = posted + (span * (index + 1)) / (flat.length + 1);
        const status = comment.status ?? 'active';
        const authorId = idOf(users, comment.by, 'commenter');
        const at = new Date(createdAt).toISOString();
        entry.id = (
          await insertComment(trx, {
            ideaId,
            userId: authorId,
            parentId: parent?.id ?? null,
            content: commentInput.parse({ content: comment.text }).content,
            status,
            flagCount: comment.flags?.length ?? 0,
            at,
          })
        ).id;
        // Who heard of it when it was posted, as the comment service notifies
        // (notifications of comments moderated since stay hidden from readers).
        await notifyNewComment(trx, {
          id: entry.id,
          ideaId,
          ideaAuthorId: idOf(users, ideaAuthors.get(key)!, 'idea author'),
          authorId,
          parentAuthorId: parent ? idOf(users, parent.comment.by, 'commenter') : null,
          at,
          past: true,
        });
        if (comment.flags?.length) flagged.push({ id: entry.id, comment, createdAt });
        count += 1;
      }
    }
    return { count, flagged };
  });
}
