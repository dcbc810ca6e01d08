import type { DB, Dialect } from '../db/database.js';
import type { ClaimRow } from '../db/schema.js';

/** Rows of `idea_claims`: one per researcher and idea (migration 0009). */

/** A claim with its researcher's public name. */
export type ClaimWithUserRow = ClaimRow & { username: string; user_name: string };

/** A claim with the title of the idea it claims. */
export type ClaimWithIdeaRow = ClaimRow & { idea_title: string };

function selectWithUser(db: DB) {
  return db
    .selectFrom('idea_claims')
    .innerJoin('users', 'users.id', 'idea_claims.user_id')
    .selectAll('idea_claims')
    .select(['users.username as username', 'users.name as user_name']);
}

export function findClaim(db: DB, ideaId: number, userId: number): Promise<ClaimRow | undefined> {
  return db
    .selectFrom('idea_claims')
    .selectAll()
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findClaimWithUser(
  db: DB,
  ideaId: number,
  userId: number,
): Promise<ClaimWithUserRow | undefined> {
  return selectWithUser(db)
    .where('idea_claims.idea_id', '=', ideaId)
    .where('idea_claims.user_id', '=', userId)
    .executeTakeFirst();
}

/** An idea's claims, the earliest first (the primary key's index finds them). */
export function claimRowsOfIdea(db: DB, ideaId: number): Promise<ClaimWithUserRow[]> {
  return selectWithUser(db)
    .where('idea_claims.idea_id', '=', ideaId)
    .orderBy('idea_claims.created_at', 'asc')
    .orderBy('idea_claims.user_id', 'asc')
    .execute();
}

/** A researcher's claims, the latest first (index idea_claims_user_id). */
export function claimRowsOfUser(db: DB, userId: number): Promise<ClaimWithIdeaRow[]> {
  return db
    .selectFrom('idea_claims')
    .innerJoin('ideas', 'ideas.id', 'idea_claims.idea_id')
    .selectAll('idea_claims')
    .select('ideas.title as idea_title')
    .where('idea_claims.user_id', '=', userId)
    .orderBy('idea_claims.created_at', 'desc')
    .orderBy('idea_claims.idea_id', 'desc')
    .execute();
}

/**
 * The idea's author and whether it is withdrawn, with its row locked until the transaction ends on
 * PostgreSQL (as `lockIdea`), so two claims of one idea take turns over its
 * counts; undefined when there is no such idea.
 */
export async function lockClaimedIdea(
  db: DB,
  dialect: Dialect,
  ideaId: number,
): Promise<{ authorId: number; withdrawn: boolean } | undefined> {
  const row = await db
    .selectFrom('ideas')
    .select(['user_id', 'withdrawn_at'])
    .where('id', '=', ideaId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row && { authorId: row.user_id, withdrawn: row.withdrawn_at !== null };
}

export interface ClaimWrite {
  ideaId: number;
  userId: number;
  status: string;
  note: string | null;
  resultUrl: string | null;
  at: string;
  /** A new claim's "since when", when earlier than `at` (the demo seed's published claims). */
  createdAt?: string;
}

/**
 * Creates the researcher's claim of the idea or replaces its status, note and
 * result, in one statement on the primary key: two requests racing make one
 * claim. A replaced claim keeps its creation time ("since when").
 */
export async function upsertClaim(db: DB, claim: ClaimWrite): Promise<void> {
  await db
    .insertInto('idea_claims')
    .values({
      idea_id: claim.ideaId,
      user_id: claim.userId,
      status: claim.status,
      note: claim.note,
      result_url: claim.resultUrl,
      created_at: claim.createdAt ?? claim.at,
      updated_at: claim.at,
    })
    .onConflict((oc) =>
      oc.columns(['idea_id', 'user_id']).doUpdateSet({
        status: claim.status,
        note: claim.note,
        result_url: claim.resultUrl,
        updated_at: claim.at,
      }),
    )
    .execute();
}

/** Drops the researcher's claim of the idea; false when there was none. */
export async function deleteClaim(db: DB, ideaId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('idea_claims')
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
