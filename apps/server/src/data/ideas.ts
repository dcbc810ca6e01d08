import type { ExternalCitationData } from '@thisoneforfree/contracts';
import type { DB, Dialect } from '../db/database.js';
import type { IdeaRow } from '../db/schema.js';
import { byChunks, type IdScope } from './idea-parts.js';

/** Rows of `ideas` and the writes of a new idea. */

/** The columns of `ideas` every shape is built from. */
export const IDEA_COLUMNS = [
  'ideas.id',
  'ideas.user_id',
  'ideas.title',
  'ideas.challenge',
  'ideas.approach',
  'ideas.impact',
  'ideas.created_at',
  'ideas.rating_count',
  'ideas.avg_relevance',
  'ideas.avg_difficulty',
  'ideas.favorite_count',
] as const;

export function selectIdeas(db: DB) {
  return db.selectFrom('ideas').select(IDEA_COLUMNS);
}

export function findIdeaRow(db: DB, id: number): Promise<IdeaRow | undefined> {
  return selectIdeas(db).where('ideas.id', '=', id).executeTakeFirst();
}

export async function ideaExists(db: DB, id: number): Promise<boolean> {
  const row = await db.selectFrom('ideas').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Rows of the given ideas, in the order of `ids`; missing ids are skipped. */
export async function ideaRowsInOrder(db: DB, ids: readonly number[]): Promise<IdeaRow[]> {
  const rows = await byChunks(ids, (chunk) =>
    selectIdeas(db).where('ideas.id', 'in', chunk!).execute(),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Up to `limit` ideas after `afterId`, by id: one page of a walk over every idea. */
export function ideaRowsAfter(db: DB, afterId: number, limit: number): Promise<IdeaRow[]> {
  return selectIdeas(db).where('ideas.id', '>', afterId).orderBy('ideas.id').limit(limit).execute();
}

/** A researcher's ideas, newest first. */
export function ideaRowsByUser(db: DB, userId: number): Promise<IdeaRow[]> {
  return selectIdeas(db)
    .where('ideas.user_id', '=', userId)
    .orderBy('ideas.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .execute();
}

/** A user's favorite ideas, most recently added first. */
export function favoriteIdeaRows(db: DB, userId: number): Promise<IdeaRow[]> {
  return selectIdeas(db)
    .innerJoin('favorites', 'favorites.idea_id', 'ideas.id')
    .where('favorites.user_id', '=', userId)
    .orderBy('favorites.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .execute();
}

/** Which of `ids` are ideas (ids past the column's range exist nowhere and are not asked about). */
export async function existingIdeaIds(db: DB, ids: readonly number[]): Promise<Set<number>> {
  const rows = await byChunks(ids, (chunk) =>
    db.selectFrom('ideas').select('id').where('id', 'in', chunk!).execute(),
  );
  return new Set(rows.map((row) => row.id));
}

/** Every idea's id (the similar-ideas index catching up with other processes). */
export async function allIdeaIds(db: DB): Promise<number[]> {
  const rows = await db.selectFrom('ideas').select('id').execute();
  return rows.map((row) => row.id);
}

export async function hasAnyIdea(db: DB): Promise<boolean> {
  const row = await db.selectFrom('ideas').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function countIdeas(db: DB): Promise<number> {
  const { count } = await db
    .selectFrom('ideas')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Checks the idea exists and, on PostgreSQL, locks its row until the
 * transaction ends, so two writers of the same idea's aggregates take turns
 * and the second one counts the first one's row. SQLite has one writer at a
 * time already. False when there is no such idea.
 */
export async function lockIdea(db: DB, dialect: Dialect, ideaId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ideas')
    .select('id')
    .where('id', '=', ideaId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewIdeaRow {
  userId: number;
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  fields: readonly string[];
  citations: readonly (
    | { type: 'internal'; internalId: number }
    | { type: 'external'; externalData: ExternalCitationData }
  )[];
  createdAt: string;
}

/** A citation row with every optional column empty (also the bench data generator's). */
export function emptyCitation(ideaId: number, position: number) {
  return {
    idea_id: ideaId,
    position,
    internal_idea_id: null,
    authors: null,
    title: null,
    year: null,
    doi: null,
    url: null,
    journal: null,
    publisher: null,
  };
}

/** Inserts an idea with zeroed aggregates, its fields and its citations; returns its id. Run it in a transaction. */
export async function insertIdea(db: DB, idea: NewIdeaRow): Promise<number> {
  const { id } = await db
    .insertInto('ideas')
    .values({
      user_id: idea.userId,
      title: idea.title,
      challenge: idea.challenge,
      approach: idea.approach,
      impact: idea.impact,
      created_at: idea.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('idea_fields')
    .values(idea.fields.map((field) => ({ idea_id: id, field })))
    .execute();
  if (idea.citations.length > 0) {
    await db
      .insertInto('citations')
      .values(
        idea.citations.map((citation, position) =>
          citation.type === 'internal'
            ? { ...emptyCitation(id, position), internal_idea_id: citation.internalId }
            : {
                ...emptyCitation(id, position),
                authors: citation.externalData.authors,
                title: citation.externalData.title,
                year: citation.externalData.year,
                doi: citation.externalData.doi ?? null,
                url: citation.externalData.url ?? null,
                journal: citation.externalData.journal ?? null,
                publisher: citation.externalData.publisher ?? null,
              },
        ),
      )
      .execute();
  }
  return id;
}

/** What the similar-ideas scorer reads of each idea in `scope`. */
export async function similarityRows(db: DB, scope: IdScope) {
  if (scope !== 'all' && scope.length === 0) return [];
  return byChunks(scope, (ids) =>
    db
      .selectFrom('ideas')
      .select(['id', 'title', 'challenge', 'approach', 'impact', 'created_at'])
      .$if(ids !== null, (qb) => qb.where('id', 'in', ids!))
      .execute(),
  );
}

/**
 * What citing an idea of the site needs: its title, date and author's name
 * (null when gone, and when the account was deleted).
 */
export function ideaCitationSource(db: DB, ideaId: number) {
  return db
    .selectFrom('ideas')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'ideas.user_id').on('users.deleted_at', 'is', null),
    )
    .select(['ideas.id', 'ideas.title', 'ideas.created_at', 'users.name as author_name'])
    .where('ideas.id', '=', ideaId)
    .executeTakeFirst();
}
