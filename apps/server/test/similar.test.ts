import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACADEMIC_FIELDS, type Idea, ideaInput, MESSAGES } from '@thisoneforfree/contracts';
import { rankSimilar } from '@thisoneforfree/similarity';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import { openDatabase } from '../src/db/database.js';
import { migrateTo } from '../src/db/migrate.js';
import { createIdea as createIdeaService } from '../src/services/ideas/create.js';
import { similarIdeas } from '../src/services/ideas/similar.js';
import { BLOCK_SLOTS, loadBlocks } from '../src/services/similar-ideas/corpus.js';
import { createIdea, trpcAs, trpcQuery, type TrpcErrorBody } from './factories.js';
import { createUser, startApp, type TestContext, useTestApp } from './helper.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

const ctx = useTestApp();

/** A small seeded generator, so the ideas (and their overlaps) are the same every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const words =
    'quantum coral protein network learning climate memory language market trade river neuron sensor graph ocean soil enzyme archive poetry ritual'.split(
      ' ',
    );
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const sentence = (length: number) => Array.from({ length }, () => pick(words)).join(' ');
  return {
    idea: (day: number) => ({
      title: sentence(4),
      challenge: sentence(10),
      approach: sentence(8),
      impact: sentence(6),
      fields: [...new Set([pick(ACADEMIC_FIELDS), pick(ACADEMIC_FIELDS)])],
      citations: [],
      createdAt: new Date(
        Date.UTC(2024, 0, 1) + day * 86_400_000 + Math.floor(next() * 86_400_000),
      ).toISOString(),
    }),
  };
}

/** What the table must answer for `idea`: the package's brute-force ranking over every idea. */
function bruteForce(idea: Idea, all: Idea[]) {
  return rankSimilar(idea, all, 3);
}

async function allIdeas(context: TestContext | { app: App }): Promise<Idea[]> {
  return (await context.app.inject({ url: '/api/ideas' })).json<Idea[]>();
}

async function expectExact(app: App, all: Idea[]) {
  const byId = new Map(all.map((idea) => [idea.id, idea]));
  for (const idea of all) {
    const answer = await similarIdeas(app.services, idea.id);
    const expected = bruteForce(idea, all);
    expect(answer.map((card) => card.id)).toEqual(expected.map((match) => match.id));
    answer.forEach((card, i) => expect(card.score).toBeCloseTo(expected[i]!.score, 9));
    // The cards' fields (the row's copy, migration 0022) are the idea's own.
    answer.forEach((card) => expect(card.fields).toEqual(byId.get(card.id)!.fields));
  }
}

describe('ideas.similar', () => {
  beforeAll(async () => {
    const author = await createUser(ctx);
    const random = generator(7);
    for (let i = 0; i < 24; i += 1) await createIdea(ctx, author, random.idea(i % 12));
    await ctx.app.services.similarIdeas.settled();
  });

  test('answers the three best ideas by the SPEC §5 score, never the idea itself', async () => {
    const all = await allIdeas(ctx);
    const caller = await trpcAs(ctx);
    for (const idea of all) {
      const similar = await caller.ideas.similar({ id: idea.id });
      const expected = bruteForce(idea, all);
      expect(similar).toHaveLength(3);
      expect(similar.map((card) => card.id)).not.toContain(idea.id);
      expect(similar.map((card) => card.id)).toEqual(expected.map((match) => match.id));
      similar.forEach((card, i) => expect(card.score).toBeCloseTo(expected[i]!.score, 9));
    }
  });

  test('answers cards with their scores', async () => {
    const [idea] = await allIdeas(ctx);
    const [card] = await (await trpcAs(ctx)).ideas.similar({ id: idea!.id });
    expect(card).toEqual({
      id: expect.any(Number),
      userId: expect.any(Number),
      title: expect.any(String),
      challenge: expect.any(String),
      fields: expect.any(Array),
      createdAt: expect.any(String),
      author: { id: expect.any(Number), username: expect.any(String) },
      stats: {
        ratingCount: 0,
        avgRelevance: 0,
        avgDifficulty: 0,
        favoriteCount: 0,
        pursuingCount: 0,
        publishedCount: 0,
      },
      score: expect.any(Number),
    });
  });

  test('each card is the card browse shows of that idea: its fields in order, its author', async () => {
    const [idea] = await allIdeas(ctx);
    const client = await trpcAs(ctx);
    const similar = await client.ideas.similar({ id: idea!.id });
    expect(similar).toHaveLength(3);
    const browsed = (await client.ideas.browse({ sort: 'newest', limit: 60 })).items;
    for (const { score, ...card } of similar) {
      expect(score).toBeGreaterThan(0);
      expect(card).toEqual(browsed.find((each) => each.id === card.id));
    }
  });

  test('a new idea is in the answers of the ideas it resembles once its job has run', async () => {
    const author = await createUser(ctx);
    const [target] = await allIdeas(ctx);
    const twin = await createIdea(ctx, author, {
      title: target!.title,
      challenge: target!.challenge,
      approach: target!.approach,
      impact: target!.impact,
      fields: target!.fields as never,
    });
    await ctx.app.services.similarIdeas.settled();
    const similar = await (await trpcAs(ctx)).ideas.similar({ id: target!.id });
    expect(similar[0]?.id).toBe(twin.id);
    await expectExact(ctx.app, await allIdeas(ctx));
  });

  test('is open to visitors and users over HTTP; a missing idea is a 404, a bad id a 400', async () => {
    const user = await createUser(ctx);
    const [idea] = await allIdeas(ctx);
    for (const who of [null, user]) {
      const response = await trpcQuery(ctx, 'ideas.similar', { id: idea!.id }, who);
      expect(response.statusCode).toBe(200);
    }
    const missing = await trpcQuery(ctx, 'ideas.similar', { id: 1_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<TrpcErrorBody>().error.message).toBe(MESSAGES.errors.ideaNotFound);
    expect((await trpcQuery(ctx, 'ideas.similar', { id: 'one' })).statusCode).toBe(400);
    expect((await trpcQuery(ctx, 'ideas.similar', { id: 2 ** 31 })).statusCode).toBe(400);
  });

  describe('with a single idea', () => {
    const lonely = useTestApp();
    test('there is nothing similar to show', async () => {
      const author = await createUser(lonely);
      const idea = await createIdea(lonely, author);
      await lonely.app.services.similarIdeas.settled();
      expect(await (await trpcAs(lonely)).ideas.similar({ id: idea.id })).toEqual([]);
    });
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('across restarts, upgrades and processes', () => {
  let dir: string;
  let database: TestDatabase;
  const apps: App[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tof-similar-'));
    database = await createTestDatabase(dir);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function start(): Promise<App> {
    const config = loadConfig({
      DATABASE_URL: database.url,
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      APP_ORIGIN: 'http://localhost:3000',
      SEED_DEMO: '0',
      RATE_LIMIT: '0',
      WEB_DIST_DIR: join(dir, 'no-web-build'),
    });
    const app = await startApp(config);
    apps.push(app);
    return app;
  }

  async function stop(app: App) {
    await app.close();
    apps.splice(apps.indexOf(app), 1);
  }

  async function insertAuthor(db: App['services']['db'], seed: number): Promise<number> {
    const { id } = await db
      .insertInto('users')
      .values({
        username: `author${seed}`,
        email: `author${seed}@example.org`,
        password_hash: 'not-a-real-hash',
        name: 'Author',
        institution: 'Somewhere',
        orcid_id: '',
        is_admin: 0,
        email_verified: 1,
        citation_format: 'apa',
        // A year old: past the new-account limit of 5 ideas on the first day.
        created_at: new Date(Date.now() - 365 * 86_400_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function addIdeas(app: App, count: number, seed: number) {
    const userId = await insertAuthor(app.services.db, seed);
    const random = generator(seed);
    for (let i = 0; i < count; i += 1) {
      const { createdAt, ...input } = random.idea(i);
      await createIdeaService(app.services, userId, ideaInput.parse(input), { createdAt });
    }
  }

  test('ideas that existed before the upgrade are queued by the migration and filled after start', async () => {
    // The schema before similar ideas moved into the database, with 30 ideas in it.
    const { db } = openDatabase(database.url);
    await migrateTo(db, '0005_rate_limits');
    const userId = await insertAuthor(db, 1);
    const random = generator(1);
    for (let i = 0; i < 30; i += 1) {
      const { createdAt, ...input } = random.idea(i);
      const idea = ideaInput.parse(input);
      // The rows of that schema (today's insertIdea also writes versions, migration 0011).
      const { rows } = await sql<{ id: number }>`insert into ideas
          (user_id, title, challenge, approach, impact, created_at)
        values (${userId}, ${idea.title}, ${idea.challenge}, ${idea.approach}, ${idea.impact}, ${createdAt})
        returning id`.execute(db);
      await db
        .insertInto('idea_fields')
        .values(idea.fields.map((field) => ({ idea_id: rows[0]!.id, field })))
        .execute();
    }
    await db.destroy();

    const app = await start();
    await app.services.similarIdeas.settled();
    await expectExact(app, await allIdeas({ app }));
    await stop(app);
  });

  test('a restart builds nothing: the answers are in the tables at once', async () => {
    const app = await start();
    await addIdeas(app, 10, 2);
    await app.services.similarIdeas.settled();
    await stop(app);
    const restarted = await start();
    expect(await restarted.services.db.selectFrom('similarity_jobs').selectAll().execute()).toEqual(
      [],
    );
    await expectExact(restarted, await allIdeas({ app: restarted }));
    await stop(restarted);
  });

  /** Checks the floor the scans read for every list against the list's own state; answers how many. */
  async function expectFloorsOfLists(db: App['services']['db']): Promise<number> {
    const blocks = await loadBlocks(db);
    const lists = await db
      .selectFrom('similarity_profiles')
      .select(['slot', 'floor_score'])
      .execute();
    for (const { slot, floor_score } of lists) {
      const block = blocks[Math.floor(slot / BLOCK_SLOTS)]!;
      expect(block.floors[slot - block.firstSlot]).toBe(floor_score);
    }
    return lists.length;
  }

  test('list floors survive migration 0018, which moves them out of the card blocks', async () => {
    const app = await start();
    await addIdeas(app, 10, 5);
    await app.services.similarIdeas.settled();
    expect(await expectFloorsOfLists(app.services.db)).toBeGreaterThanOrEqual(10);
    await stop(app);

    const { db } = openDatabase(database.url);
    await migrateTo(db, '0017_search_revision');
    const { rows } = await sql<{
      floors: Uint8Array;
    }>`select floors from similarity_blocks`.execute(db);
    expect(rows.reduce((bytes, row) => bytes + row.floors.byteLength, 0)).toBeGreaterThanOrEqual(
      80,
    );
    await db.destroy();

    const upgraded = await start();
    expect(await expectFloorsOfLists(upgraded.services.db)).toBeGreaterThanOrEqual(10);
    await addIdeas(upgraded, 5, 6);
    await upgraded.services.similarIdeas.settled();
    await expectFloorsOfLists(upgraded.services.db);
    await expectExact(upgraded, await allIdeas({ app: upgraded }));
    await stop(upgraded);
  });

  // Two apps in one process on one SQLite file would block each other: a
  // better-sqlite3 write waits synchronously while the other app's open
  // transaction can never go on. test/processes/two-servers.test.ts runs two
  // real processes on one SQLite file.
  test.runIf(onPostgres)(
    'two apps on one PostgreSQL each answer for ideas the other created',
    async () => {
      const first = await start();
      const second = await start();
      const before = (await allIdeas({ app: first })).length;
      await addIdeas(first, 5, 3);
      await addIdeas(second, 5, 4);
      await Promise.all([
        first.services.similarIdeas.settled(),
        second.services.similarIdeas.settled(),
      ]);
      const all = await allIdeas({ app: first });
      expect(all).toHaveLength(before + 10);
      await expectExact(first, all);
      await expectExact(second, all);
      await stop(first);
      await stop(second);
    },
  );
});
