import { type Expression, sql, type SqlBool } from 'kysely';
import type { DB, Dialect } from '../db/database.js';
import { FEW_MATCHES, searchCondition } from './idea-search.js';

/** The Best match ranks, best first: title, challenge, the rest. */
export const RANKS = [0, 1, 2] as const;
export type Rank = (typeof RANKS)[number];

/**
 * How well an idea matches a search, for the Best match sort (issue 15): rank
 * 0 when its title contains the search, 1 when its challenge does (and not
 * its title), 2 when only its approach, impact or fields do. Each rank is a
 * condition added to the search's, so a page by Best match is the newest of
 * rank 0, then of rank 1, then of rank 2: each walks the date index and stops
 * after the page, as Newest does, instead of ranking every match first ("the"
 * matches every idea).
 */
export function rankConditions(
  db: DB,
  dialect: Dialect,
  text: string,
  fewMatches = FEW_MATCHES,
): (rank: Rank) => Promise<Expression<SqlBool>> {
  // Asked for on first use: a first page full of title matches never needs the challenge's.
  let title: Promise<Expression<SqlBool>> | undefined;
  let challenge: Promise<Expression<SqlBool>> | undefined;
  const inTitle = () =>
    (title ??= searchCondition(db, dialect, text, { fewMatches, column: 'title' }));
  const inChallenge = () =>
    (challenge ??= searchCondition(db, dialect, text, { fewMatches, column: 'challenge' }));
  return async (rank) => {
    if (rank === 0) return inTitle();
    const [titleMatch, challengeMatch] = await Promise.all([inTitle(), inChallenge()]);
    return rank === 1
      ? sql<SqlBool>`(${challengeMatch}) and not (${titleMatch})`
      : sql<SqlBool>`not (${titleMatch}) and not (${challengeMatch})`;
  };
}
