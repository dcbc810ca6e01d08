import { hasAnyIdea } from '../data/ideas.js';
import { hasAnyUser } from '../data/users.js';
import type { Services } from '../services/context.js';
import { insertAccounts } from './accounts.js';
import { addFavorites, rateIdeas } from './activity.js';
import { insertClaims } from './claims.js';
import { insertComments } from './comments.js';
import { createIdeas } from './ideas.js';
import { insertModeration } from './moderation.js';
import { mulberry32 } from './random.js';
import { IDEAS } from './seed-data.js';

/**
 * The demo seed: fills an EMPTY database with the content of seed-data.ts,
 * once. Ideas, ratings and favorites go through the real services so the
 * aggregates, the full-text index and the similar-ideas index are what the
 * app itself would have written; accounts, comments and claims are written
 * through the data layer (accounts.ts, comments.ts and claims.ts say why).
 */

export interface SeedSummary {
  users: number;
  ideas: number;
  ratings: number;
  favorites: number;
  comments: number;
  flags: number;
  citations: number;
  claims: number;
}

export interface SeedOptions {
  /** The moment the demo content is dated back from; the services' clock by default. */
  now?: Date;
}

/**
 * Seeds demo content when `SEED_DEMO` is on and the database holds no users
 * and no ideas. Returns what it created, or null when it did nothing. Two
 * processes starting at once cannot both seed: the accounts go in first, in
 * one transaction, and the unique usernames let only one of them through.
 */
export async function seedDemoData(
  ctx: Services,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  if (!ctx.config.seedDemo || !(await isEmpty(ctx))) return null;
  const now = (options.now ?? ctx.clock.now()).getTime();
  const random = mulberry32(20_240_601);

  const users = await insertAccounts(ctx, now);
  if (!users) return null;
  const ideas = await createIdeas(ctx, users, now, random);
  const ratings = await rateIdeas(ctx, users, ideas, random);
  const favorites = await addFavorites(ctx, users, ideas, random);
  const comments = await insertComments(ctx, users, ideas, now);
  const flags = await insertModeration(ctx, users, comments.flagged, now);
  const claims = await insertClaims(ctx, users, ideas, now);

  return {
    users: users.size,
    ideas: ideas.size,
    ratings,
    favorites,
    comments: comments.count,
    flags,
    citations: IDEAS.reduce(
      (sum, idea) => sum + (idea.inspiredBy?.length ?? 0) + (idea.references?.length ?? 0),
      0,
    ),
    claims,
  };
}

async function isEmpty(ctx: Services): Promise<boolean> {
  const [user, idea] = await Promise.all([hasAnyUser(ctx.db), hasAnyIdea(ctx.db)]);
  return !user && !idea;
}
