/**
 * Writes a database full of realistic data for the server benchmarks.
 *
 *   pnpm -F @thisoneforfree/bench generate -- --ideas 100000 --out /tmp/bench-100k.db
 *   pnpm -F @thisoneforfree/bench generate -- --ideas 10000 --postgres postgres://tof:tof@127.0.0.1:54341/tof_bench_10k
 *
 * Shape at 100,000 ideas (scaled in proportion for other sizes): 500 users,
 * 760,000 ratings, 100,000 favorites, 40,000 comments, citations on a
 * quarter of the ideas. Deterministic: the same options give the same rows.
 *
 * The schema comes from the server's own migrations (the built
 * apps/server/dist: build first), so it is exactly what the server expects;
 * the rows go in with bulk inserts typed by the server's table types, and the
 * search index through the server's own `indexIdeaText`. Every user's
 * password is BENCH_PASSWORD (hashed once, the hash reused).
 *
 * A `--postgres` database is dropped and created again; a SQLite file is
 * replaced.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AcademicField } from '@thisoneforfree/contracts';
import { sql } from 'kysely';
import { indexIdeaText } from '../../apps/server/dist/data/idea-search.js';
import { versionContent } from '../../apps/server/dist/data/idea-versions.js';
import { emptyCitation, type NewIdeaRow } from '../../apps/server/dist/data/ideas.js';
import { type DatabaseHandle, openDatabase } from '../../apps/server/dist/db/database.js';
import { migrateToLatest } from '../../apps/server/dist/db/migrate.js';
import type { Database } from '../../apps/server/dist/db/schema.js';
import { hashPassword } from '../../apps/server/dist/lib/passwords.js';
import type { Logger } from '../../apps/server/dist/runtime/logger.js';
import type { SeedSummary } from '../../apps/server/dist/seed/seed.js';
import { runSimilarIdeaJobs } from '../../apps/server/dist/services/similar-ideas/jobs.js';
import { between, mulberry32, pickOne, poisson, type Random, zipf } from './random.js';
import { TextGenerator } from './text.js';
import { FIRST_NAMES, INSTITUTIONS, JOURNALS, LAST_NAMES, PUBLISHERS } from './vocabulary.js';
import type { Insertable } from 'kysely';

/** Every generated user's password; `user1` is the account the benchmarks log in with. */
export const BENCH_PASSWORD = 'bench-password-1';
export const benchUsername = (id: number): string => `user${id}`;

/** Per idea, as in the performance issue's 100k data set. */
const RATINGS_PER_IDEA = 7.6;
const FAVORITES_PER_IDEA = 1;
const COMMENTS_PER_IDEA = 0.4;
const IDEAS_PER_USER = 200;
const CITED_SHARE = 0.25;

/** Ideas were posted over the two years before this instant (fixed, so runs agree). */
const END_MS = Date.UTC(2026, 9, 1);
const SPAN_MS = 2 * 365 * 86_400_000;
const START_MS = END_MS - SPAN_MS;

/** Ideas written per transaction, and rows per INSERT statement. */
const CHUNK = 2_000;
const ROWS_PER_INSERT = 200;

export interface GenerateOptions {
  ideas: number;
  /** Defaults to ideas / 200 (500 at 100k), at least 10. */
  users?: number;
  /** A SQLite file path or a postgres:// URL. */
  target: string;
  seed?: number;
  log?: (line: string) => void;
}

/** The counts the demo seed reports, and how long generating took. */
export interface GenerateSummary extends SeedSummary {
  seconds: number;
}

type Row<T extends keyof Database> = Insertable<Database[T]>;

interface Chunk {
  ideas: Row<'ideas'>[];
  searchable: {
    id: number;
    title: string;
    challenge: string;
    approach: string;
    impact: string;
    fields: AcademicField[];
  }[];
  fields: Row<'idea_fields'>[];
  /** Each idea's version 1, as the server writes it for a new idea. */
  versions: Row<'idea_versions'>[];
  ratings: Row<'ratings'>[];
  favorites: Row<'favorites'>[];
  comments: Row<'comments'>[];
  citations: Row<'citations'>[];
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** `count` distinct user ids drawn by activity (a few users do most of the rating), never `exclude`. */
function drawUsers(draw: () => number, count: number, exclude: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) {
    const id = draw() + 1;
    if (id !== exclude) chosen.add(id);
  }
  return [...chosen];
}

class DataGenerator {
  private readonly random: Random;
  private readonly text: TextGenerator;
  private readonly userDraw: () => number;
  private readonly authorDraw: () => number;
  private nextCommentId = 1;

  constructor(
    private readonly ideaCount: number,
    private readonly userCount: number,
    seed: number,
  ) {
    this.random = mulberry32(seed);
    this.text = new TextGenerator(this.random);
    this.userDraw = zipf(this.random, userCount, 0.8);
    this.authorDraw = zipf(this.random, userCount, 0.6);
  }

  users(passwordHash: string): Row<'users'>[] {
    return Array.from({ length: this.userCount }, (_, index) => {
      const id = index + 1;
      const first = pickOne(this.random, FIRST_NAMES);
      const last = pickOne(this.random, LAST_NAMES);
      const orcid =
        this.random() < 0.4
          ? Array.from({ length: 4 }, () => String(between(this.random, 1000, 9999))).join('-')
          : '';
      return {
        id,
        username: benchUsername(id),
        email: `${benchUsername(id)}@bench.example`,
        password_hash: passwordHash,
        name: `${first} ${last}`,
        institution: pickOne(this.random, INSTITUTIONS),
        orcid_id: orcid,
        is_admin: id === 1 ? 1 : 0,
        email_verified: 1,
        citation_format: 'apa',
        created_at: iso(START_MS - between(this.random, 1, 90) * 86_400_000),
      };
    });
  }

  /** When idea `id` was posted: ids grow with time, and the site with them (more ideas lately). */
  private createdAt(id: number): number {
    return START_MS + Math.floor(SPAN_MS * Math.sqrt((id - 1 + this.random()) / this.ideaCount));
  }

  /** A time between `from` and the end of the data set. */
  private after(from: number): number {
    return from + Math.floor(this.random() * (END_MS - from));
  }

  chunk(firstId: number, lastId: number): Chunk {
    const chunk: Chunk = {
      ideas: [],
      searchable: [],
      fields: [],
      versions: [],
      ratings: [],
      favorites: [],
      comments: [],
      citations: [],
    };
    const maxRaters = Math.floor(this.userCount * 0.6);
    for (let id = firstId; id <= lastId; id += 1) {
      const userId = this.authorDraw() + 1;
      const created = this.createdAt(id);
      const fields = this.text.fields();
      const texts = this.text.idea(fields);
      // How much attention the idea gets: exponential, mean 1, shared by ratings, favorites and comments.
      const attention = -Math.log(1 - this.random());

      // Ratings: around the idea's own quality, spread by the raters' taste.
      const quality = {
        relevance: between(this.random, 3, 8),
        difficulty: between(this.random, 2, 8),
      };
      const raters = drawUsers(
        this.userDraw,
        Math.min(maxRaters, poisson(this.random, RATINGS_PER_IDEA * attention)),
        userId,
      );
      const clamp = (value: number) => Math.max(1, Math.min(10, Math.round(value)));
      const noise = () => (this.random() + this.random() + this.random() - 1.5) * 3;
      let relevanceSum = 0;
      let difficultySum = 0;
      for (const raterId of raters) {
        const relevance = clamp(quality.relevance + noise());
        const difficulty = clamp(quality.difficulty + noise());
        relevanceSum += relevance;
        difficultySum += difficulty;
        const at = this.after(created);
        chunk.ratings.push({
          idea_id: id,
          user_id: raterId,
          relevance,
          difficulty,
          created_at: iso(at),
          updated_at: iso(this.random() < 0.1 ? this.after(at) : at),
        });
      }

      const fans = drawUsers(
        this.userDraw,
        Math.min(maxRaters, poisson(this.random, FAVORITES_PER_IDEA * attention)),
        -1,
      );
      for (const fanId of fans)
        chunk.favorites.push({ user_id: fanId, idea_id: id, created_at: iso(this.after(created)) });

      const commentCount = poisson(this.random, COMMENTS_PER_IDEA * attention);
      const commentIds: number[] = [];
      let lastCommentAt = created;
      for (let c = 0; c < commentCount; c += 1) {
        const commentId = this.nextCommentId++;
        lastCommentAt = this.after(lastCommentAt);
        const roll = this.random();
        const status =
          roll < 0.95 ? 'active' : roll < 0.97 ? 'flagged' : roll < 0.99 ? 'hidden' : 'deleted';
        chunk.comments.push({
          id: commentId,
          idea_id: id,
          user_id: this.userDraw() + 1,
          parent_id:
            commentIds.length > 0 && this.random() < 0.3 ? pickOne(this.random, commentIds) : null,
          content: this.text.comment(fields),
          status,
          flag_count: status === 'flagged' ? between(this.random, 1, 3) : 0,
          created_at: iso(lastCommentAt),
          updated_at: iso(lastCommentAt),
          // Flagged ones wait in the moderation queue, as migration 0013 left older ones.
          review_requested_at: status === 'flagged' ? iso(lastCommentAt) : null,
        });
        commentIds.push(commentId);
      }

      const citations = this.random() < CITED_SHARE ? this.cite(chunk, id) : [];

      chunk.ideas.push({
        id,
        user_id: userId,
        ...texts,
        created_at: iso(created),
        updated_at: iso(created),
        rating_count: raters.length,
        avg_relevance: raters.length > 0 ? relevanceSum / raters.length : 0,
        avg_difficulty: raters.length > 0 ? difficultySum / raters.length : 0,
        favorite_count: fans.length,
        field_list: JSON.stringify(fields),
      });
      chunk.searchable.push({ id, ...texts, fields });
      for (const field of fields) chunk.fields.push({ idea_id: id, field });
      chunk.versions.push({
        idea_id: id,
        version: 1,
        ...versionContent({ ...texts, fields, citations }),
        created_at: iso(created),
        edited_by: userId,
      });
    }
    return chunk;
  }

  /** 1-3 citations: earlier ideas of the site, or external works; returns them as the API gives them. */
  private cite(chunk: Chunk, id: number): NewIdeaRow['citations'] {
    const count = between(this.random, 1, 3);
    const cited = new Set<number>();
    const given: NewIdeaRow['citations'][number][] = [];
    for (let position = 0; position < count; position += 1) {
      const base = emptyCitation(id, position);
      const target = id > 1 && this.random() < 0.4 ? between(this.random, 1, id - 1) : null;
      if (target !== null && !cited.has(target)) {
        cited.add(target);
        chunk.citations.push({ ...base, internal_idea_id: target });
        given.push({ type: 'internal', internalId: target });
        continue;
      }
      const authors = Array.from(
        { length: between(this.random, 1, 4) },
        () =>
          `${pickOne(this.random, LAST_NAMES)}, ${pickOne(this.random, FIRST_NAMES).charAt(0)}.`,
      ).join(' and ');
      const year = between(this.random, 1975, 2026);
      const inJournal = this.random() < 0.7;
      const row = {
        ...base,
        authors,
        title: this.text.title(this.text.fields()),
        year,
        doi:
          this.random() < 0.6
            ? `10.${between(this.random, 1000, 9999)}/bench.${year}.${id}.${position}`
            : null,
        url: this.random() < 0.3 ? `https://example.org/papers/${id}-${position}` : null,
        journal: inJournal ? pickOne(this.random, JOURNALS) : null,
        publisher: inJournal ? null : pickOne(this.random, PUBLISHERS),
      };
      chunk.citations.push(row);
      given.push({
        type: 'external',
        externalData: {
          authors: row.authors,
          title: row.title,
          year: row.year,
          ...(row.doi ? { doi: row.doi } : {}),
          ...(row.url ? { url: row.url } : {}),
          ...(row.journal ? { journal: row.journal } : {}),
          ...(row.publisher ? { publisher: row.publisher } : {}),
        },
      });
    }
    return given;
  }
}

/** Inserts `rows` into `table`, ROWS_PER_INSERT at a time. */
async function insertAll<T extends keyof Database>(
  db: DatabaseHandle['db'],
  table: T,
  rows: readonly Row<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
}

/** postgres://…/name -> the same server's `postgres` database, and `name`. */
function maintenanceUrl(url: string): { admin: string; name: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^\w+$/.test(name)) throw new Error(`Expected a plain database name in ${url}`);
  parsed.pathname = '/postgres';
  return { admin: parsed.toString(), name };
}

/**
 * Brings a generated database (SQLite file or PostgreSQL) to the server's
 * latest schema, so that each run's copy of it starts as a deployment does
 * every day. A migration that rewrites rows (0020) or builds an index (0021)
 * would otherwise run in every run's measured start. On PostgreSQL it then
 * vacuums, as autovacuum does within minutes of such a rewrite: the copies
 * would otherwise carry every row's old version, which index scans step over.
 */
export async function migrateGenerated(url: string): Promise<void> {
  const { db, dialect } = openDatabase(url);
  try {
    await migrateToLatest(db);
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Drops and creates the PostgreSQL database the URL names, as a copy of
 * `template` when given. From PostgreSQL 15 a copy is made file by file
 * (`strategy file_copy`, with a checkpoint before and after): the default
 * strategy writes the whole database to the WAL (over 200 MB at 10k ideas),
 * whose checkpoint then ran beside the first measurements of a run.
 */
export async function recreatePostgresDatabase(url: string, template?: string): Promise<void> {
  const { admin, name } = maintenanceUrl(url);
  const { db } = openDatabase(admin);
  try {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(db);
    if (!template) await sql`create database ${sql.id(name)}`.execute(db);
    else {
      const { rows } = await sql<{ version: number }>`
        select current_setting('server_version_num')::integer as version`.execute(db);
      const strategy = (rows[0]?.version ?? 0) >= 150000 ? sql`strategy file_copy` : sql``;
      await sql`create database ${sql.id(name)} template ${sql.id(template)} ${strategy}`.execute(db);
    }
  } finally {
    await db.destroy();
  }
}

/**
 * The data the server derives from the ideas and keeps in tables of its own:
 * the similar-ideas tables. Rows inserted in bulk queue no job, so every idea
 * is queued here and the server's own job runner fills the tables (the same
 * one-off fill an upgraded database gets after migration 0006), with progress.
 */
export async function rebuildDerivedData(
  handle: DatabaseHandle,
  log: (line: string) => void,
): Promise<void> {
  const { db } = handle;
  await sql`insert into similarity_jobs (idea_id, kind) select id, 'add' from ideas order by id`.execute(
    db,
  );
  const started = performance.now();
  const logger = { info: log, warn: log } as unknown as Logger;
  const outcome = await runSimilarIdeaJobs({
    db,
    log: logger,
    holder: 'bench',
    now: Date.now,
    // No request writes beside the generator: a batch commits once.
    commitNow: () => false,
  });
  if (outcome !== 'done') throw new Error('Another process holds the similar-ideas lease');
  log(`  similar ideas filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function generate(options: GenerateOptions): Promise<GenerateSummary> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.error(line));
  const ideaCount = options.ideas;
  const userCount = options.users ?? Math.max(10, Math.round(ideaCount / IDEAS_PER_USER));
  const postgres = /^postgres(ql)?:\/\//.test(options.target);

  if (postgres) await recreatePostgresDatabase(options.target);
  else {
    const file = resolve(options.target);
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(`${file}${suffix}`, { force: true });
  }
  const handle = openDatabase(options.target);
  const { db, dialect } = handle;
  const summary: GenerateSummary = {
    users: userCount,
    ideas: ideaCount,
    ratings: 0,
    favorites: 0,
    comments: 0,
    // Flagged comments carry a count, not who flagged them (as before migration 0013).
    flags: 0,
    citations: 0,
    // The generated data has no claims: browse's claim filter is measured on its own.
    claims: 0,
    seconds: 0,
  };
  try {
    await migrateToLatest(db);
    const generator = new DataGenerator(ideaCount, userCount, options.seed ?? 20_261_124);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await db.transaction().execute((trx) => insertAll(trx, 'users', generator.users(passwordHash)));

    for (let first = 1; first <= ideaCount; first += CHUNK) {
      const last = Math.min(ideaCount, first + CHUNK - 1);
      const chunk = generator.chunk(first, last);
      await db.transaction().execute(async (trx) => {
        await insertAll(trx, 'ideas', chunk.ideas);
        await insertAll(trx, 'idea_fields', chunk.fields);
        await insertAll(trx, 'idea_versions', chunk.versions);
        for (const idea of chunk.searchable) await indexIdeaText(trx, dialect, idea);
        await insertAll(trx, 'citations', chunk.citations);
        await insertAll(trx, 'ratings', chunk.ratings);
        await insertAll(trx, 'favorites', chunk.favorites);
        await insertAll(trx, 'comments', chunk.comments);
      });
      summary.ratings += chunk.ratings.length;
      summary.favorites += chunk.favorites.length;
      summary.comments += chunk.comments.length;
      summary.citations += chunk.citations.length;
      if (last === ideaCount || (last / CHUNK) % 10 === 0)
        log(
          `  ${last} / ${ideaCount} ideas (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
    }

    if (postgres) {
      // Rows went in with explicit ids: move the serial sequences past them, as inserts would have.
      for (const table of ['users', 'ideas', 'comments'] as const)
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
          db,
        );
      // A long-lived database has statistics (autovacuum); a fresh bulk load has none yet.
      await sql`analyze`.execute(db);
    }
    await rebuildDerivedData(handle, log);
  } finally {
    await db.destroy();
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

// ---------------------------------------------------------------- command line

function parseArgs(argv: readonly string[]): GenerateOptions {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const ideas = Number(value('ideas') ?? 100_000);
  const users = value('users');
  const target = value('postgres') ?? value('out') ?? `/tmp/tof-bench/bench-${ideas}.db`;
  if (!Number.isInteger(ideas) || ideas < 1) throw new Error('--ideas takes a positive integer');
  return {
    ideas,
    target,
    ...(users ? { users: Number(users) } : {}),
    ...(value('seed') ? { seed: Number(value('seed')) } : {}),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const options = parseArgs(process.argv.slice(2));
  console.error(`Generating ${options.ideas} ideas into ${options.target}`);
  const summary = await generate(options);
  console.log(
    `${summary.users} users, ${summary.ideas} ideas, ${summary.ratings} ratings, ` +
      `${summary.favorites} favorites, ${summary.comments} comments, ${summary.citations} citations ` +
      `in ${summary.seconds.toFixed(1)} s -> ${options.target}`,
  );
}
