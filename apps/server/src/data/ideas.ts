import type { ExternalCitationData } from '@thisoneforfree/contracts';
import { type Insertable, sql } from 'kysely';
import type { DB, Dialect } from '../db/database.js';
import type { IdeaRow, IdeasTable } from '../db/schema.js';
import { compiledOncePerLength } from '../db/compiled-once.js';
import { postgresSearchText } from '../db/search-text.js';
import { byChunks, type IdScope } from './idea-parts.js';
import { indexIdeaText } from './idea-search.js';
import { insertIdeaVersion, versionContent } from './idea-versions.js';

/**
 * Rows of `ideas` and the writes of a new, edited or withdrawn idea. Lists of
 * ideas (every idea, a researcher's, a user's favorites, the similar-ideas
 * scorer's) leave withdrawn ideas out; reads of one idea by id do not (its
 * page is a tombstone).
 */

/** The columns of `ideas` a card is built from (data/idea-cards.ts). */
export const CARD_COLUMNS = [
  'ideas.id',
  'ideas.user_id',
  'ideas.title',
  'ideas.challenge',
  'ideas.created_at',
  'ideas.rating_count',
  'ideas.avg_relevance',
  'ideas.avg_difficulty',
  'ideas.favorite_count',
  'ideas.pursuing_count',
  'ideas.published_count',
] as const;

/** The columns of `ideas` every shape is built from. */
export const IDEA_COLUMNS = [
  ...CARD_COLUMNS,
  'ideas.approach',
  'ideas.impact',
  'ideas.version',
  'ideas.updated_at',
  'ideas.withdrawn_at',
  'ideas.withdrawn_by',
  'ideas.revision',
] as const;

export function selectIdeas(db: DB) {
  return db.selectFrom('ideas').select(IDEA_COLUMNS);
}

export function findIdeaRow(db: DB, id: number): Promise<IdeaRow | undefined> {
  return selectIdeas(db).where('ideas.id', '=', id).executeTakeFirst();
}

/** Whether the idea is withdrawn: undefined when there is no such idea. */
export async function ideaWithdrawn(db: DB, id: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('ideas')
    .select('withdrawn_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : row.withdrawn_at !== null;
}

/** The id of the idea's author: undefined when there is no such idea. */
export async function ideaAuthorId(db: DB, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('ideas').select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id;
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

/** The current revision of each of `ids` that exists (migration 0016), in one indexed read. */
export async function ideaRevisions(
  db: DB,
  dialect: Dialect,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const { rows } = await revisionsOf(db, dialect, ids);
  return new Map(rows.map((row) => [row.id, row.revision]));
}

const revisionsOf = compiledOncePerLength((db, _dialect, ids) =>
  db.selectFrom('ideas').select(['id', 'revision']).where('id', 'in', ids),
);

/** Up to `limit` ideas after `afterId`, by id, withdrawn ones left out: one page of a walk over every idea. */
export function ideaRowsAfter(db: DB, afterId: number, limit: number): Promise<IdeaRow[]> {
  return selectIdeas(db)
    .where('ideas.id', '>', afterId)
    .where('ideas.withdrawn_at', 'is', null)
    .orderBy('ideas.id')
    .limit(limit)
    .execute();
}

/** A researcher's ideas that are not withdrawn, newest first. */
export function ideaRowsByUser(db: DB, userId: number): Promise<IdeaRow[]> {
  return selectIdeas(db)
    .where('ideas.user_id', '=', userId)
    .where('ideas.withdrawn_at', 'is', null)
    .orderBy('ideas.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .execute();
}

/** Where a page of a researcher's ideas starts: after this idea, newest first. */
export interface UserIdeasStart {
  createdAt: string;
  id: number;
}

/** A researcher's ideas that are not withdrawn, newest first, after `after`: the query before its columns. */
function userIdeasPage(db: DB, userId: number, after: UserIdeasStart | null, limit: number) {
  return db
    .selectFrom('ideas')
    .where('ideas.user_id', '=', userId)
    .where('ideas.withdrawn_at', 'is', null)
    .$if(after !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('ideas.created_at', '<', after!.createdAt),
          eb.and([eb('ideas.created_at', '=', after!.createdAt), eb('ideas.id', '<', after!.id)]),
        ]),
      ),
    )
    .orderBy('ideas.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .limit(limit);
}

/** Up to `limit` of a researcher's ideas that are not withdrawn, newest first, after `after`. */
export function ideaRowsByUserPage(
  db: DB,
  userId: number,
  after: UserIdeasStart | null,
  limit: number,
): Promise<IdeaRow[]> {
  return userIdeasPage(db, userId, after, limit).select(IDEA_COLUMNS).execute();
}

/** The same page's keys only (the cards are read by id). */
export function ideaKeysByUserPage(
  db: DB,
  userId: number,
  after: UserIdeasStart | null,
  limit: number,
): Promise<{ id: number; created_at: string }[]> {
  return userIdeasPage(db, userId, after, limit).select(['ideas.id', 'ideas.created_at']).execute();
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

/** How many ideas the user has posted, withdrawn ones included (the new-account limit). */
export async function countIdeasByUser(db: DB, userId: number): Promise<number> {
  const { count } = await db
    .selectFrom('ideas')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Reads the idea's author, version and withdrawal and, on PostgreSQL, locks
 * its row until the transaction ends, so two writers of the same idea (its
 * aggregates, an edit, a withdrawal) take turns and the second one sees what
 * the first one wrote. SQLite has one writer at a time already. Undefined
 * when there is no such idea.
 */
export function lockIdea(db: DB, dialect: Dialect, ideaId: number) {
  return db
    .selectFrom('ideas')
    .select(['id', 'user_id', 'version', 'withdrawn_at'])
    .where('id', '=', ideaId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
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

/**
 * Inserts an idea with zeroed aggregates, its fields, its citations and its
 * version 1, and indexes its text for search; returns its id. Run it in a
 * transaction. On PostgreSQL the search text is a column of the row, written
 * with it (not inserted and then updated: one round trip less); SQLite's
 * index is a table of its own, written after.
 */
export async function insertIdea(db: DB, dialect: Dialect, idea: NewIdeaRow): Promise<number> {
  const row: Insertable<IdeasTable> = {
    user_id: idea.userId,
    title: idea.title,
    challenge: idea.challenge,
    approach: idea.approach,
    impact: idea.impact,
    created_at: idea.createdAt,
    updated_at: idea.createdAt,
    field_list: JSON.stringify(idea.fields),
  };
  // search_text exists on PostgreSQL only, so the shared table type leaves it out.
  if (dialect === 'postgres') Object.assign(row, { search_text: postgresSearchText(idea) });
  const { id } = await db.insertInto('ideas').values(row).returning('id').executeTakeFirstOrThrow();
  if (dialect === 'sqlite') await indexIdeaText(db, dialect, { ...idea, id });
  await insertIdeaParts(db, id, idea);
  await insertIdeaVersion(db, {
    idea_id: id,
    version: 1,
    ...versionContent(idea),
    created_at: idea.createdAt,
    edited_by: idea.userId,
  });
  return id;
}

/** An idea's fields and citations rows. */
async function insertIdeaParts(
  db: DB,
  id: number,
  idea: Pick<NewIdeaRow, 'fields' | 'citations'>,
): Promise<void> {
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
}

/**
 * Makes `version` the idea's latest: its text on the row, its fields and
 * citations in place of the old ones. Run it in a transaction.
 */
export async function updateIdeaContent(
  db: DB,
  id: number,
  idea: Omit<NewIdeaRow, 'userId' | 'createdAt'> & { version: number; updatedAt: string },
): Promise<void> {
  await db
    .updateTable('ideas')
    .set({
      title: idea.title,
      challenge: idea.challenge,
      approach: idea.approach,
      impact: idea.impact,
      version: idea.version,
      updated_at: idea.updatedAt,
      revision: sql`revision + 1`,
      field_list: JSON.stringify(idea.fields),
    })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('idea_fields').where('idea_id', '=', id).execute();
  await db.deleteFrom('citations').where('idea_id', '=', id).execute();
  await insertIdeaParts(db, id, idea);
}

/** Marks the idea withdrawn (its row, versions, ratings and favorites stay). */
export async function markIdeaWithdrawn(
  db: DB,
  id: number,
  at: string,
  by: 'author' | 'moderator',
): Promise<void> {
  await db
    .updateTable('ideas')
    .set({ withdrawn_at: at, withdrawn_by: by, revision: sql`revision + 1` })
    .where('id', '=', id)
    .execute();
}

/**
 * What the similar-ideas scorer reads of each idea in `scope` that is not
 * withdrawn: a withdrawn idea has no card, so an 'add' job for one only
 * takes it out of the tables.
 */
export async function similarityRows(db: DB, scope: IdScope) {
  if (scope !== 'all' && scope.length === 0) return [];
  return byChunks(scope, (ids) =>
    db
      .selectFrom('ideas')
      .select(['id', 'title', 'challenge', 'approach', 'impact', 'created_at'])
      .where('withdrawn_at', 'is', null)
      .$if(ids !== null, (qb) => qb.where('id', 'in', ids!))
      .execute(),
  );
}

/**
 * What citing a version of an idea of the site needs: that version's title
 * and date, and the author's name (null when gone, and when the account was
 * deleted). The latest version when
 * `version` is undefined; undefined when the idea or the version is missing.
 */
export function ideaCitationSource(db: DB, ideaId: number, version?: number) {
  return db
    .selectFrom('ideas')
    .innerJoin('idea_versions', (join) =>
      join
        .onRef('idea_versions.idea_id', '=', 'ideas.id')
        .on((eb) =>
          version === undefined
            ? eb('idea_versions.version', '=', eb.ref('ideas.version'))
            : eb('idea_versions.version', '=', version),
        ),
    )
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'ideas.user_id').on('users.deleted_at', 'is', null),
    )
    .select([
      'ideas.id',
      'idea_versions.version',
      'idea_versions.title',
      'idea_versions.created_at',
      'users.name as author_name',
    ])
    .where('ideas.id', '=', ideaId)
    .executeTakeFirst();
}
