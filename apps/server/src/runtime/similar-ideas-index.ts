import { readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
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
import { fieldsByIdea, type IdScope } from '../data/idea-parts.js';
import { allIdeaIds, countIdeas, similarityRows } from '../data/ideas.js';
import type { Logger } from './logger.js';

/**
 * Similar ideas (SPEC §5) from `@thisoneforfree/similarity`: an in-memory
 * index that keeps every idea's top matches current, so a read is O(k).
 * See docs/decisions/0002-similar-ideas-index.md.
 *
 * Built on first use (the app awaits `ready()` before it serves) and updated
 * when an idea is created. Across restarts it is restored from a snapshot
 * file beside the SQLite database (`<db file>.similarity.json`): restoring
 * re-reads the ideas' words but skips the all-pairs scan of a bulk build, and
 * the package checks the snapshot against the ideas (fingerprints), so a
 * stale or foreign snapshot still gives exactly the bulk build's answer. The
 * snapshot is written after start-up, a minute after new ideas, and on close.
 * Without a snapshot (first start, PostgreSQL, `:memory:`) it is built in bulk.
 *
 * Several server processes on one PostgreSQL each keep their own index and
 * catch up on ideas created elsewhere: a read first compares the number of
 * ideas with the index's size.
 */

/**
 * From this many ideas a bulk build scores its pairs on worker threads (the
 * package's advice: worth it from some ten thousand ideas), which also keeps
 * this thread's event loop free for most of the build.
 */
const PARALLEL_BUILD_FROM = 10_000;

/** Snapshot writes are at most this frequent while ideas keep arriving. */
const SAVE_DELAY_MS = 60_000;

/** Where the snapshot lives: beside a SQLite file; nowhere for PostgreSQL or `:memory:`. */
export function snapshotFileFor(databaseUrl: string): string | null {
  if (isPostgresUrl(databaseUrl) || databaseUrl === ':memory:') return null;
  return `${resolve(databaseUrl.replace(/^sqlite:(\/\/)?/, ''))}.similarity.json`;
}

async function readSnapshot(file: string | null): Promise<SerializedSimilarityIndex | null> {
  if (!file) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SerializedSimilarityIndex;
  } catch {
    return null;
  }
}

/** What the scorer reads of each idea in `scope`. */
async function loadSimilarityIdeas(db: DB, scope: IdScope): Promise<SimilarityIdea[]> {
  const [rows, fields] = await Promise.all([similarityRows(db, scope), fieldsByIdea(db, scope)]);
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

export interface SimilarIdeasIndexOptions {
  db: DB;
  /** The snapshot file, or null to keep none (`snapshotFileFor`). */
  snapshotFile: string | null;
  log: Logger;
}

export class SimilarIdeasIndex {
  private index: SimilarityIndex | null = null;
  /** How the index was made: from the snapshot file, or a bulk build of every idea. */
  private source: 'snapshot' | 'bulk' | null = null;
  private loading: Promise<SimilarityIndex> | null = null;
  private syncing: Promise<void> | null = null;
  private saveTimer: NodeJS.Timeout | null = null;
  private dirty = false;

  constructor(private readonly options: SimilarIdeasIndexOptions) {}

  /** Loads the index (once) and writes its snapshot, so a crash later still restarts fast. */
  async ready(): Promise<void> {
    await this.load();
    await this.save().catch((error: unknown) => {
      this.options.log.warn(
        { err: error },
        'Could not write the similar-ideas snapshot; the next start builds the index again',
      );
    });
  }

  /** How the index was made and how many ideas it holds (for logs and tests). */
  status(): { source: 'snapshot' | 'bulk' | null; size: number } {
    return { source: this.source, size: this.index?.size ?? 0 };
  }

  /** The `k` ideas most similar to `id`, best first, with their scores (after catching up). */
  async topK(id: number, k: number): Promise<{ id: number; score: number }[]> {
    const index = await this.load();
    await this.catchUp(index);
    return index.topK(id, k);
  }

  /** Adds a newly created idea (after a load in progress, if any). */
  noteCreated(idea: SimilarityIdea): void {
    const add = (index: SimilarityIndex) => {
      index.add(idea);
      this.dirty = true;
      this.scheduleSave();
    };
    if (this.index) add(this.index);
    // A load that read the ideas before this one committed would miss it.
    else if (this.loading) void this.loading.then(add, () => undefined);
  }

  /** Writes the snapshot (atomically: a temporary file, then a rename) when the index changed. */
  async save(): Promise<void> {
    const file = this.options.snapshotFile;
    if (!file || !this.index || !this.dirty) return;
    this.dirty = false;
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(this.index.serialize()));
    await rename(temporary, file);
  }

  /** Stops the pending save and writes the snapshot one last time. */
  async close(): Promise<void> {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    await this.loading?.catch(() => undefined);
    await this.save();
  }

  private load(): Promise<SimilarityIndex> {
    this.loading ??= this.build().then(
      ({ index, source }) => {
        this.index = index;
        this.source = source;
        this.dirty = true;
        return index;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  private async build(): Promise<{ index: SimilarityIndex; source: 'snapshot' | 'bulk' }> {
    const { db, snapshotFile, log } = this.options;
    const started = Date.now();
    const options = { k: LIMITS.similarIdeas };
    const [ideas, snapshot] = await Promise.all([
      loadSimilarityIdeas(db, 'all'),
      readSnapshot(snapshotFile),
    ]);
    if (snapshot) {
      try {
        const index = restoreSimilarityIndex(snapshot, ideas, options);
        log.info(
          { ideas: index.size, ms: Date.now() - started },
          'Similar-ideas index restored from its snapshot',
        );
        return { index, source: 'snapshot' };
      } catch (error) {
        log.warn(
          { err: error, file: snapshotFile },
          'Similar-ideas snapshot unusable; building the index in bulk',
        );
      }
    }
    const index =
      ideas.length >= PARALLEL_BUILD_FROM
        ? await buildSimilarityIndexInParallel(ideas, options)
        : buildSimilarityIndex(ideas, options);
    log.info({ ideas: index.size, ms: Date.now() - started }, 'Similar-ideas index built in bulk');
    return { index, source: 'bulk' };
  }

  /**
   * Brings the index level with the database when their idea counts differ:
   * ideas created by another server process, or deleted with their author.
   */
  private async catchUp(index: SimilarityIndex): Promise<void> {
    if (this.syncing) return this.syncing;
    const { db } = this.options;
    if ((await countIdeas(db)) === index.size) return;
    if (this.syncing) return this.syncing;
    this.syncing = (async () => {
      const current = new Set(await allIdeaIds(db));
      for (const id of index.ids()) if (!current.has(id)) index.remove(id);
      const missing = [...current].filter((id) => !index.has(id));
      index.addMany(await loadSimilarityIdeas(db, missing));
      this.dirty = true;
    })().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private scheduleSave(): void {
    if (this.saveTimer || !this.options.snapshotFile) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      void this.save().catch(() => undefined);
    }, SAVE_DELAY_MS);
    this.saveTimer.unref();
  }
}
