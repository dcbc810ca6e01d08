import { readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Idea } from '@thisoneforfree/contracts';
import { LIMITS } from '@thisoneforfree/contracts';
import {
  buildSimilarityIndex,
  restoreSimilarityIndex,
  type SerializedSimilarityIndex,
  type SimilarityIdea,
  type SimilarityIndex,
} from '@thisoneforfree/similarity';
import { buildSimilarityIndexInParallel } from '@thisoneforfree/similarity/parallel';
import type { DB } from '../db/database.js';
import { isPostgresUrl } from '../db/database.js';
import type { ServiceContext } from './context.js';
import {
  fieldsByIdea,
  type IdScope,
  ideaRowsInOrder,
  requireIdeaRow,
  toCards,
} from './idea-queries.js';
import type { SimilarIdeaCard } from './idea-shapes.js';

/**
 * Similar ideas (SPEC §5) from `@thisoneforfree/similarity`: an in-memory
 * index that keeps every idea's top matches current, so a read is O(k).
 *
 * One index per database handle, built when the app starts and updated when
 * an idea is created. Across restarts it is restored from a snapshot file
 * beside the SQLite database (`<db file>.similarity.json`): restoring re-reads
 * the ideas' words but skips the all-pairs scan of a bulk build, and the
 * package checks the snapshot against the ideas (fingerprints), so a stale or
 * foreign snapshot still gives exactly the bulk build's answer. The snapshot
 * is written after start-up, a minute after new ideas, and on close. Without
 * a snapshot (first start, PostgreSQL, `:memory:`) the index is built in bulk.
 * See docs/decisions/0002-similar-ideas-index.md.
 *
 * Several server processes on one PostgreSQL each keep their own index and
 * catch up on ideas created elsewhere: a read first compares the number of
 * ideas with the index's size.
 */

interface SimilarityState {
  index: SimilarityIndex | null;
  /** How the index was made at start: from the snapshot file, or a bulk build of every idea. */
  source: 'snapshot' | 'bulk' | null;
  loading: Promise<SimilarityIndex> | null;
  syncing: Promise<void> | null;
  saveTimer: NodeJS.Timeout | null;
  dirty: boolean;
}

const states = new WeakMap<DB, SimilarityState>();

/**
 * From this many ideas a bulk build scores its pairs on worker threads (the
 * package's advice: worth it from some ten thousand ideas), which also keeps
 * this thread's event loop free for most of the build.
 */
const PARALLEL_BUILD_FROM = 10_000;

/** Snapshot writes are at most this frequent while ideas keep arriving. */
const SAVE_DELAY_MS = 60_000;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

function stateOf(ctx: ServiceContext): SimilarityState {
  let state = states.get(ctx.db);
  if (!state) {
    state = {
      index: null,
      source: null,
      loading: null,
      syncing: null,
      saveTimer: null,
      dirty: false,
    };
    states.set(ctx.db, state);
  }
  return state;
}

/** Where the snapshot lives: beside a SQLite file; nowhere for PostgreSQL or `:memory:`. */
export function snapshotFileOf(ctx: ServiceContext): string | null {
  const url = ctx.config.databaseUrl;
  if (isPostgresUrl(url) || url === ':memory:') return null;
  return `${resolve(url.replace(/^sqlite:(\/\/)?/, ''))}.similarity.json`;
}

/** What the scorer reads of each idea in `scope`. */
async function loadSimilarityIdeas(db: DB, scope: IdScope): Promise<SimilarityIdea[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  const [rows, fields] = await Promise.all([
    db
      .selectFrom('ideas')
      .select(['id', 'title', 'challenge', 'approach', 'impact', 'created_at'])
      .$if(scope !== 'all', (qb) => qb.where('id', 'in', scope as number[]))
      .execute(),
    fieldsByIdea(db, scope),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    challenge: row.challenge,
    approach: row.approach,
    impact: row.impact,
    fields: fields.get(row.id) ?? [],
    createdAt: row.created_at,
  }));
}

async function readSnapshot(file: string | null): Promise<SerializedSimilarityIndex | null> {
  if (!file) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SerializedSimilarityIndex;
  } catch {
    return null;
  }
}

async function buildIndex(
  ctx: ServiceContext,
  log?: Logger,
): Promise<{ index: SimilarityIndex; source: 'snapshot' | 'bulk' }> {
  const started = Date.now();
  const file = snapshotFileOf(ctx);
  const [ideas, snapshot] = await Promise.all([
    loadSimilarityIdeas(ctx.db, 'all'),
    readSnapshot(file),
  ]);
  if (snapshot) {
    try {
      const index = restoreSimilarityIndex(snapshot, ideas, { k: LIMITS.similarIdeas });
      log?.info(
        { ideas: index.size, ms: Date.now() - started },
        'Similar-ideas index restored from its snapshot',
      );
      return { index, source: 'snapshot' };
    } catch (error) {
      log?.warn(
        { err: error, file },
        'Similar-ideas snapshot unusable; building the index in bulk',
      );
    }
  }
  const options = { k: LIMITS.similarIdeas };
  const index =
    ideas.length >= PARALLEL_BUILD_FROM
      ? await buildSimilarityIndexInParallel(ideas, options)
      : buildSimilarityIndex(ideas, options);
  log?.info({ ideas: index.size, ms: Date.now() - started }, 'Similar-ideas index built in bulk');
  return { index, source: 'bulk' };
}

/**
 * Builds (or restores) the index if that has not started yet; resolves when
 * it is ready. The app calls it on start; reads call it too, so it is never
 * missing.
 */
export function loadSimilarIdeas(ctx: ServiceContext, log?: Logger): Promise<SimilarityIndex> {
  const state = stateOf(ctx);
  if (!state.loading) {
    state.loading = buildIndex(ctx, log).then(
      ({ index, source }) => {
        state.index = index;
        state.source = source;
        state.dirty = true;
        return index;
      },
      (error: unknown) => {
        state.loading = null;
        throw error;
      },
    );
  }
  return state.loading;
}

/** How the index was made and how many ideas it holds (for logs and tests). */
export function similarityStatus(ctx: ServiceContext): {
  source: 'snapshot' | 'bulk' | null;
  size: number;
} {
  const state = stateOf(ctx);
  return { source: state.source, size: state.index?.size ?? 0 };
}

/** Loads the index on start and writes its snapshot, so a crash later still restarts fast. */
export async function startSimilarIdeas(ctx: ServiceContext, log?: Logger): Promise<void> {
  await loadSimilarIdeas(ctx, log);
  await saveSimilaritySnapshot(ctx).catch((error: unknown) => {
    log?.warn(
      { err: error },
      'Could not write the similar-ideas snapshot; the next start builds the index again',
    );
  });
}

function toSimilarityIdea(idea: Idea): SimilarityIdea {
  return {
    id: idea.id,
    title: idea.title,
    challenge: idea.challenge,
    approach: idea.approach,
    impact: idea.impact,
    fields: idea.fields,
    createdAt: idea.createdAt,
  };
}

/** Adds a newly created idea to the index (after a load in progress, if any). */
export function noteIdeaCreated(ctx: ServiceContext, idea: Idea): void {
  const state = stateOf(ctx);
  const add = (index: SimilarityIndex) => {
    index.add(toSimilarityIdea(idea));
    state.dirty = true;
    scheduleSave(ctx, state);
  };
  if (state.index) add(state.index);
  // A load that read the ideas before this one committed would miss it.
  else if (state.loading) void state.loading.then(add, () => undefined);
}

/**
 * Brings the index level with the database when their idea counts differ:
 * ideas created by another server process, or deleted with their author.
 */
async function catchUp(ctx: ServiceContext, index: SimilarityIndex): Promise<void> {
  const state = stateOf(ctx);
  if (state.syncing) return state.syncing;
  const { count } = await ctx.db
    .selectFrom('ideas')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === index.size) return;
  if (state.syncing) return state.syncing;
  state.syncing = (async () => {
    const rows = await ctx.db.selectFrom('ideas').select('id').execute();
    const current = new Set(rows.map((row) => row.id));
    for (const id of index.ids()) if (!current.has(id)) index.remove(id);
    const missing = [...current].filter((id) => !index.has(id));
    index.addMany(await loadSimilarityIdeas(ctx.db, missing));
    state.dirty = true;
  })().finally(() => {
    state.syncing = null;
  });
  return state.syncing;
}

/** The (at most 3) ideas most similar to `id`, best first, with their scores; 404 for a missing idea. */
export async function similarIdeas(ctx: ServiceContext, id: number): Promise<SimilarIdeaCard[]> {
  await requireIdeaRow(ctx.db, id);
  const index = await loadSimilarIdeas(ctx);
  await catchUp(ctx, index);
  const top = index.topK(id, LIMITS.similarIdeas);
  const scores = new Map(top.map((match) => [match.id, match.score]));
  const cards = await toCards(ctx.db, await ideaRowsInOrder(ctx.db, [...scores.keys()]));
  return cards.map((card) => ({ ...card, score: scores.get(card.id) ?? 0 }));
}

function scheduleSave(ctx: ServiceContext, state: SimilarityState): void {
  if (state.saveTimer || !snapshotFileOf(ctx)) return;
  state.saveTimer = setTimeout(() => {
    state.saveTimer = null;
    void saveSimilaritySnapshot(ctx).catch(() => undefined);
  }, SAVE_DELAY_MS);
  state.saveTimer.unref();
}

/** Writes the snapshot (atomically: a temporary file, then a rename) when the index changed. */
export async function saveSimilaritySnapshot(ctx: ServiceContext): Promise<void> {
  const state = stateOf(ctx);
  const file = snapshotFileOf(ctx);
  if (!file || !state.index || !state.dirty) return;
  state.dirty = false;
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(state.index.serialize()));
  await rename(temporary, file);
}

/** Stops the pending save and writes the snapshot one last time; the app calls it when closing. */
export async function closeSimilarIdeas(ctx: ServiceContext): Promise<void> {
  const state = stateOf(ctx);
  if (state.saveTimer) clearTimeout(state.saveTimer);
  state.saveTimer = null;
  await state.loading?.catch(() => undefined);
  await saveSimilaritySnapshot(ctx);
}
