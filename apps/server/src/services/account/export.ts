import type { AccountExport, FlagReason } from '@thisoneforfree/contracts';
import {
  commentRowsByAuthor,
  favoriteRowsByUser,
  ratingRowsByUser,
} from '../../data/account-export.js';
import { flagRowsByUser } from '../../data/comment-flags.js';
import { ideaRowsByUser } from '../../data/ideas.js';
import type { UserRow } from '../../db/schema.js';
import { isoNow } from '../../runtime/clock.js';
import { toComment } from '../../serializers/comments.js';
import { toUser } from '../../serializers/users.js';
import type { Services } from '../context.js';
import { listFollows } from '../follows.js';
import { toIdeas } from '../ideas/assemble.js';
import { getNotificationPreferences } from '../notifications/preferences.js';

/**
 * "Download my data": the account, its ideas, comments, ratings, favorites,
 * the flags it gave comments, follows and notification email choices as JSON, each through the serializers that name every field
 * kept, so no secret (password hash, session, token) can be in it; the
 * ratings others gave the user's ideas are theirs and are left out.
 *
 * Extension point: a new kind of user data (claims, when they exist) adds its
 * key to contracts' `accountExportShape` and its query here; the API tests
 * check the export against the shape.
 */
export async function exportAccount(ctx: Services, user: UserRow): Promise<AccountExport> {
  const [ideaRows, comments, ratings, favorites, flags, follows, notificationPreferences] =
    await Promise.all([
      ideaRowsByUser(ctx.db, user.id),
      commentRowsByAuthor(ctx.db, user.id),
      ratingRowsByUser(ctx.db, user.id),
      favoriteRowsByUser(ctx.db, user.id),
      flagRowsByUser(ctx.db, user.id),
      listFollows(ctx, user.id),
      getNotificationPreferences(ctx, user.id),
    ]);
  const ideas = await toIdeas(ctx.db, ideaRows);
  const { favorites: _ids, ...account } = toUser(user, []);
  return {
    exportedAt: isoNow(ctx.clock),
    account: { ...account, createdAt: user.created_at },
    ideas: ideas.map(({ ratings: _others, ...idea }) => idea),
    comments: comments.map(toComment),
    ratings: ratings.map((row) => ({
      ideaId: row.idea_id,
      relevance: row.relevance,
      difficulty: row.difficulty,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
    favorites: favorites.map((row) => ({ ideaId: row.idea_id, createdAt: row.created_at })),
    flags: flags.map((row) => ({
      commentId: row.comment_id,
      // The table's check constraint allows only FLAG_REASONS.
      reason: row.reason as FlagReason | null,
      note: row.note,
      createdAt: row.created_at,
    })),
    follows,
    notificationPreferences,
  };
}

/** `thisoneforfree-ada-2026-03-01.json`: the username is letters, digits, `.`, `-` and `_` only. */
export function exportFileName(data: AccountExport): string {
  return `thisoneforfree-${data.account.username}-${data.exportedAt.slice(0, 10)}.json`;
}
