import { LIMITS } from '@thisoneforfree/contracts';
import { compiledOnce } from '../db/compiled-once.js';
import type { DB, Dialect } from '../db/database.js';
import type { SimilarityProfilesTable } from '../db/schema.js';
import { type CardParts, toCardParts } from './idea-cards.js';
import { CARD_COLUMNS } from './ideas.js';

/**
 * SQL of the similar-ideas tables (migration 0006). The rules that keep the
 * lists exact live in services/similar-ideas/; here are rows and blobs only.
 */

// --- reads -----------------------------------------------------------------

export interface NeighbourRow {
  neighbour_id: number;
  score: number;
  neighbour_created_ms: number;
}

/** An idea's stored neighbours in SPEC §5's order (best first, newer first, lower id first). */
export function neighbourList(db: DB, ideaId: number, limit?: number): Promise<NeighbourRow[]> {
  let query = db
    .selectFrom('similar_ideas')
    .select(['neighbour_id', 'score', 'neighbour_created_ms'])
    .where('idea_id', '=', ideaId)
    .orderBy('score', 'desc')
    .orderBy('neighbour_created_ms', 'desc')
    .orderBy('neighbour_id', 'asc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The stored lists of `ideaIds`, each in SPEC §5's order. */
export async function neighbourLists(
  db: DB,
  ideaIds: readonly number[],
): Promise<Map<number, NeighbourRow[]>> {
  const lists = new Map<number, NeighbourRow[]>(ideaIds.map((id) => [id, []]));
  for (let start = 0; start < ideaIds.length; start += 400) {
    const rows = await db
      .selectFrom('similar_ideas')
      .select(['idea_id', 'neighbour_id', 'score', 'neighbour_created_ms'])
      .where('idea_id', 'in', ideaIds.slice(start, start + 400))
      .orderBy('idea_id')
      .orderBy('score', 'desc')
      .orderBy('neighbour_created_ms', 'desc')
      .orderBy('neighbour_id', 'asc')
      .execute();
    for (const { idea_id, ...row } of rows) lists.get(idea_id)!.push(row);
  }
  return lists;
}

/** The ideas whose lists hold `neighbourId`. */
export async function listsHolding(db: DB, neighbourId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('similar_ideas')
    .select('idea_id')
    .where('neighbour_id', '=', neighbourId)
    .execute();
  return rows.map((row) => row.idea_id);
}

/**
 * The rows of the first `LIMITS.similarIdeas` stored neighbours of an idea
 * that is not withdrawn, best first, with their scores: none for a withdrawn
 * (or missing) idea, and never a withdrawn neighbour. A withdrawal's 'remove'
 * job takes the idea out of every list right after it commits; until then the
 * lists still hold it, and this read skips it. A list is a prefix of the full
 * ranking, so what is left is a prefix of the ranking without the withdrawn
 * idea: still the exact top entries. One query, compiled once: it is read on
 * every idea page, so the cards' fields and authors come in the same query.
 */
export async function shownNeighbours(
  db: DB,
  dialect: Dialect,
  ideaId: number,
): Promise<ShownNeighbour[]> {
  const { rows } = await shownNeighbourRows(db, dialect, ideaId);
  // Not `{ ...toCardParts(raw), score }`: on Node 20 a spread followed by
  // more properties costs ~2 us an object (see serializers/README.md).
  return rows.map((raw) => Object.assign(toCardParts(raw), { score: raw.score }));
}

/** A neighbour as its card shows it, with its score. */
export interface ShownNeighbour extends CardParts {
  score: number;
}

const shownNeighbourRows = compiledOnce((db, _dialect, ideaId) =>
  db
    .selectFrom('similar_ideas')
    .innerJoin('ideas as source', 'source.id', 'similar_ideas.idea_id')
    .innerJoin('ideas', 'ideas.id', 'similar_ideas.neighbour_id')
    .leftJoin('users', 'users.id', 'ideas.user_id')
    .select([
      ...CARD_COLUMNS,
      'ideas.field_list',
      'similar_ideas.score',
      'users.username as author_username',
    ])
    .where('similar_ideas.idea_id', '=', ideaId)
    .where('source.withdrawn_at', 'is', null)
    .where('ideas.withdrawn_at', 'is', null)
    .orderBy('similar_ideas.score', 'desc')
    .orderBy('similar_ideas.neighbour_created_ms', 'desc')
    .orderBy('similar_ideas.neighbour_id', 'asc')
    .limit(LIMITS.similarIdeas),
);

// --- neighbour lists ---------------------------------------------------------

export async function insertNeighbours(
  db: DB,
  ideaId: number,
  rows: readonly NeighbourRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('similar_ideas')
    .values(rows.map((row) => ({ idea_id: ideaId, ...row })))
    .execute();
}

/** Deletes an idea's whole list, or only the entries for `neighbourIds`. */
export async function deleteNeighbours(
  db: DB,
  ideaId: number,
  neighbourIds?: readonly number[],
): Promise<void> {
  if (neighbourIds?.length === 0) return;
  let query = db.deleteFrom('similar_ideas').where('idea_id', '=', ideaId);
  if (neighbourIds) query = query.where('neighbour_id', 'in', neighbourIds);
  await query.execute();
}

// --- profiles ---------------------------------------------------------------

export type ProfileRow = SimilarityProfilesTable;
export type ListState = Omit<ProfileRow, 'idea_id' | 'slot'>;

export function profile(db: DB, ideaId: number): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('similarity_profiles')
    .selectAll()
    .where('idea_id', '=', ideaId)
    .executeTakeFirst();
}

export function profiles(db: DB, ideaIds: readonly number[]): Promise<ProfileRow[]> {
  if (ideaIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('similarity_profiles').selectAll().where('idea_id', 'in', ideaIds).execute();
}

export async function insertProfile(db: DB, row: ProfileRow): Promise<void> {
  await db.insertInto('similarity_profiles').values(row).execute();
}

export async function updateListState(db: DB, ideaId: number, state: ListState): Promise<void> {
  await db.updateTable('similarity_profiles').set(state).where('idea_id', '=', ideaId).execute();
}

export async function deleteProfile(db: DB, ideaId: number): Promise<void> {
  await db.deleteFrom('similarity_profiles').where('idea_id', '=', ideaId).execute();
}

// --- card blocks ------------------------------------------------------------

export interface BlockRow {
  block: number;
  cards: Uint8Array;
}

/** Every block, in slot order. */
export function allBlocks(db: DB): Promise<BlockRow[]> {
  return db.selectFrom('similarity_blocks').selectAll().orderBy('block').execute();
}

export async function saveBlock(db: DB, row: BlockRow): Promise<void> {
  const cards = asBuffer(row.cards);
  await db
    .insertInto('similarity_blocks')
    .values({ block: row.block, cards })
    .onConflict((oc) => oc.column('block').doUpdateSet({ cards }))
    .execute();
}

export interface FloorChunkRow {
  chunk: number;
  floors: Uint8Array;
}

/** Every chunk of list floors, in slot order. */
export function allFloorChunks(db: DB): Promise<FloorChunkRow[]> {
  return db.selectFrom('similarity_floors').selectAll().orderBy('chunk').execute();
}

/** Writes (inserts or replaces) floor chunks, many per statement. */
export async function saveFloorChunks(db: DB, rows: readonly FloorChunkRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_UPSERT) {
    await db
      .insertInto('similarity_floors')
      .values(
        rows
          .slice(start, start + ROWS_PER_UPSERT)
          .map((row) => ({ chunk: row.chunk, floors: asBuffer(row.floors) })),
      )
      .onConflict((oc) =>
        oc.column('chunk').doUpdateSet((eb) => ({ floors: eb.ref('excluded.floors') })),
      )
      .execute();
  }
}

// --- rare words and their postings --------------------------------------------

export interface TermRef {
  section: number;
  word: string;
}

/** How `termIds` keys a term. */
export const termKey = (section: number, word: string) => `${section}:${word}`;

/** Ids of the stored terms among `refs`, keyed "section:word"; with `create`, missing ones are made first. */
export async function termIds(
  db: DB,
  refs: readonly TermRef[],
  create: boolean,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < refs.length; start += 400) {
    const part = refs.slice(start, start + 400);
    if (create) {
      await db
        .insertInto('similarity_terms')
        .values(part.map(({ section, word }) => ({ section, word })))
        .onConflict((oc) => oc.columns(['section', 'word']).doNothing())
        .execute();
    }
    const rows = await db
      .selectFrom('similarity_terms')
      .select(['id', 'section', 'word'])
      .where((eb) =>
        eb.or(
          [0, 1, 2, 3].flatMap((section) => {
            const words = part.filter((ref) => ref.section === section).map((ref) => ref.word);
            return words.length === 0
              ? []
              : [eb.and([eb('section', '=', section), eb('word', 'in', words)])];
          }),
        ),
      )
      .execute();
    for (const row of rows) ids.set(termKey(row.section, row.word), row.id);
  }
  return ids;
}

export interface PostingRow {
  term_id: number;
  chunk: number;
  slots: Uint8Array;
}

/** Every chunk of the postings of `ids`, in chunk order per term. */
export async function postings(db: DB, ids: readonly number[]): Promise<PostingRow[]> {
  const rows: PostingRow[] = [];
  for (let start = 0; start < ids.length; start += 400) {
    rows.push(
      ...(await db
        .selectFrom('similarity_postings')
        .selectAll()
        .where('term_id', 'in', ids.slice(start, start + 400))
        .orderBy('term_id')
        .orderBy('chunk')
        .execute()),
    );
  }
  return rows;
}

/** Writes (inserts or replaces) posting chunks, many per statement. */
export async function savePostings(db: DB, rows: readonly PostingRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_UPSERT) {
    await db
      .insertInto('similarity_postings')
      .values(
        rows
          .slice(start, start + ROWS_PER_UPSERT)
          .map((row) => ({ term_id: row.term_id, chunk: row.chunk, slots: asBuffer(row.slots) })),
      )
      .onConflict((oc) =>
        oc.columns(['term_id', 'chunk']).doUpdateSet((eb) => ({ slots: eb.ref('excluded.slots') })),
      )
      .execute();
  }
}

/** Rows per multi-row upsert: one statement instead of hundreds, well under either database's parameter limit. */
const ROWS_PER_UPSERT = 200;

// --- the job queue and its lease ----------------------------------------------

export function queueSimilarityJob(db: DB, ideaId: number, kind: 'add' | 'remove') {
  return db.insertInto('similarity_jobs').values({ idea_id: ideaId, kind }).execute();
}

export async function hasSimilarityJobs(db: DB): Promise<boolean> {
  const row = await db.selectFrom('similarity_jobs').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The first `limit` queued jobs, oldest first. */
export function nextSimilarityJobs(db: DB, limit: number) {
  return db
    .selectFrom('similarity_jobs')
    .select(['id', 'idea_id', 'kind'])
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countSimilarityJobs(db: DB): Promise<number> {
  const row = await db
    .selectFrom('similarity_jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Slots used so far (what a new idea is scored against): the unique index on slot answers it. */
export async function usedSlots(db: DB): Promise<number> {
  const row = await db
    .selectFrom('similarity_profiles')
    .select((eb) => eb.fn.max('slot').as('last'))
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

export async function deleteSimilarityJobs(db: DB, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('similarity_jobs').where('id', 'in', ids).execute();
}

/**
 * Takes or renews the lease `name` for `holder` until `untilMs`: true when it
 * is free, expired or already this holder's. One UPDATE, so two processes
 * asking at once cannot both get it.
 */
export async function takeLease(
  db: DB,
  name: string,
  holder: string,
  nowMs: number,
  untilMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('maintenance_leases')
    .set({ holder, expires_ms: untilMs })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_ms', '<', nowMs)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseLease(db: DB, name: string, holder: string): Promise<void> {
  await db
    .updateTable('maintenance_leases')
    .set({ holder: '', expires_ms: 0 })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/** Bytes as the drivers bind them (both take a Buffer for blob/bytea). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
