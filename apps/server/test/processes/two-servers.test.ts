import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Idea, SimilarIdeaCard, User } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { RATE_LIMITS } from '../../src/plugins/rate-limits.js';
import { lastTokenFor } from '../outbox.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import { request, ServerProcess, serverEnv } from './server-process.js';

// Two real server processes (src/main.ts) on one database: a fresh PostgreSQL
// database under test:pg, one SQLite file otherwise. Whatever one process
// writes or counts, the other must see: ideas, similar ideas, sessions, rate limits.

// Starting Node processes takes seconds on a busy machine; these are limits, not measurements.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let dir: string;
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
let urlA: string;
let urlB: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tof-processes-'));
  database = await createTestDatabase(dir);
  // Migrated once up front, as cluster.ts's primary does, so the two start side by side.
  const { db } = openDatabase(database.url);
  await migrateToLatest(db);
  await db.destroy();
  const env = serverEnv(database.url, dir);
  a = new ServerProcess('main', env);
  b = new ServerProcess('main', env);
  [urlA, urlB] = await Promise.all([a.address(), b.address()]);
});

afterAll(async () => {
  const exits = await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
  // A graceful close: both finished their requests, closed their services and exited 0.
  expect(exits).toEqual([
    { code: 0, signal: null },
    { code: 0, signal: null },
  ]);
});

let sequence = 0;

/**
 * Registers a new user on `base` and returns it with its password; the
 * address is verified (posting needs it) by opening the emailed link on the
 * other process.
 */
async function register(base: string) {
  sequence += 1;
  const username = `process${sequence}`;
  const password = 'correct horse battery';
  const response = await request(base, '/api/register', {
    method: 'POST',
    client: `192.0.2.${sequence}`,
    body: {
      username,
      email: `${username}@example.org`,
      password,
      name: 'Grace Hopper',
      institution: 'Yale',
      orcidId: '',
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const token = lastTokenFor({ config: { mailOutboxDir: join(dir, 'outbox') } }, username);
  const verified = await request(base === urlA ? urlB : urlA, `/api/verify-email/${token}`, {
    method: 'POST',
    client: `192.0.2.${sequence}`,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { user: response.body as User, cookie: response.cookie!, username, password };
}

async function postIdea(base: string, cookie: string, idea: Partial<Idea> & { title: string }) {
  const response = await request(base, '/api/ideas', {
    method: 'POST',
    cookie,
    body: {
      challenge: 'Nobody has measured this yet.',
      approach: 'Measure it.',
      impact: 'We would know.',
      fields: ['Computer Science'],
      citations: [],
      ...idea,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Idea;
}

/** Saves `changes` over `idea`'s content on `base` (PUT, as the edit form does); expects 200. */
async function editIdea(base: string, cookie: string, idea: Idea, changes: Partial<Idea>) {
  const { title, challenge, approach, impact, fields } = { ...idea, ...changes };
  const response = await request(base, `/api/ideas/${idea.id}`, {
    method: 'PUT',
    cookie,
    body: { title, challenge, approach, impact, fields, citations: [] },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Withdraws an idea on `base`; expects 200. */
async function withdrawIdea(base: string, cookie: string, id: number) {
  const response = await request(base, `/api/ideas/${id}`, { method: 'DELETE', cookie });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function similar(base: string, id: number): Promise<SimilarIdeaCard[]> {
  const input = encodeURIComponent(JSON.stringify({ id }));
  const response = await request(base, `/trpc/ideas.similar?input=${input}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { result: { data: SimilarIdeaCard[] } }).result.data;
}

test('a session from logging in on A works on B, and logging out on B ends it on A', async () => {
  const { user, username, password } = await register(urlA);
  const login = await request(urlA, '/api/login', {
    method: 'POST',
    client: '192.0.2.200',
    body: { username, password },
  });
  expect(login.status).toBe(200);
  const cookie = login.cookie!;

  const onB = await request(urlB, '/api/user', { cookie });
  expect(onB.status).toBe(200);
  expect(onB.body).toMatchObject({ id: user.id, username });

  expect((await request(urlB, '/api/logout', { method: 'POST', cookie })).status).toBe(200);
  expect((await request(urlA, '/api/user', { cookie })).status).toBe(401);
});

test('an idea created on A is read and listed on B', async () => {
  const { cookie } = await register(urlA);
  const idea = await postIdea(urlA, cookie, { title: 'Counting what peer review catches' });

  const [readOnA, readOnB] = await Promise.all([
    request(urlA, `/api/ideas/${idea.id}`),
    request(urlB, `/api/ideas/${idea.id}`),
  ]);
  expect(readOnB.status).toBe(200);
  expect(readOnB.body).toMatchObject(idea);
  expect(readOnB.body).toEqual(readOnA.body);
  const list = await request(urlB, '/api/ideas');
  expect((list.body as Idea[]).map((listed) => listed.id)).toContain(idea.id);
});

test('an idea kept by A is read afresh once B rates it, edits what it cites, or withdraws it', async () => {
  const author = await register(urlA);
  const rater = await register(urlB);
  const cited = await postIdea(urlA, author.cookie, { title: 'An idea others cite' });
  const idea = await postIdea(urlA, author.cookie, {
    title: 'An idea read many times',
    citations: [{ type: 'internal', internalId: cited.id }],
  });
  const readOnA = async () =>
    (await request(urlA, `/api/ideas/${idea.id}`)).body as Idea & {
      linkedIdeas: { description: string; withdrawnAt: string | null }[];
    };
  // Read twice on A: the second answer is the one A keeps.
  await readOnA();
  expect((await readOnA()).ratings).toEqual([]);

  const rate = (relevance: number) =>
    request(urlB, `/api/ideas/${idea.id}/rate`, {
      method: 'POST',
      cookie: rater.cookie,
      body: { relevance, difficulty: 4 },
    });
  expect((await rate(8)).status).toBe(200);
  expect((await readOnA()).ratings).toEqual([
    { userId: rater.user.id, relevance: 8, difficulty: 4 },
  ]);
  expect((await rate(2)).status).toBe(200);
  expect((await readOnA()).ratings).toEqual([
    { userId: rater.user.id, relevance: 2, difficulty: 4 },
  ]);

  await editIdea(urlB, author.cookie, cited, { challenge: 'A challenge written again on B.' });
  expect((await readOnA()).linkedIdeas[0]!.description).toBe('A challenge written again on B.');

  await withdrawIdea(urlB, author.cookie, idea.id);
  const tombstone = await readOnA();
  expect(tombstone.withdrawnAt).not.toBeNull();
  expect(tombstone.challenge).toBe('');
});

test('a search A keeps the matches of answers afresh once B creates, edits or withdraws an idea', async () => {
  const author = await register(urlB);
  const search = async () => {
    const input = encodeURIComponent(JSON.stringify({ search: 'xylography' }));
    const [page, count] = await Promise.all([
      request(urlA, `/trpc/ideas.browse?input=${input}`),
      request(urlA, `/trpc/ideas.count?input=${input}`),
    ]);
    const items = (page.body as { result: { data: { items: { title: string }[] } } }).result.data
      .items;
    const total = (count.body as { result: { data: { count: number } } }).result.data.count;
    return { titles: items.map((item) => item.title), total };
  };
  // Asked twice on A: the second answer is from the matches A keeps.
  await search();
  expect(await search()).toEqual({ titles: [], total: 0 });

  const idea = await postIdea(urlB, author.cookie, { title: 'Xylography in early print' });
  expect(await search()).toEqual({ titles: ['Xylography in early print'], total: 1 });

  await editIdea(urlB, author.cookie, idea, { title: 'Woodcuts in early print' });
  expect(await search()).toEqual({ titles: [], total: 0 });

  const second = await postIdea(urlB, author.cookie, { title: 'Xylography, again' });
  expect(await search()).toEqual({ titles: ['Xylography, again'], total: 1 });
  await withdrawIdea(urlB, author.cookie, second.id);
  expect(await search()).toEqual({ titles: [], total: 0 });
});

test('similar ideas take in ideas created on either process, and both answer alike', async () => {
  const { cookie } = await register(urlA);
  const reefs = {
    challenge: 'Coral reef bleaching is detected only after the corals die.',
    approach: 'Forecast coral bleaching from ocean temperature sensors on reefs.',
    impact: 'Reef managers could shade and cool corals before bleaching.',
    fields: ['Biology', 'Environmental Science'],
  };
  const onA = await postIdea(urlA, cookie, { title: 'Forecasting coral reef bleaching', ...reefs });
  const onB = await postIdea(urlB, cookie, {
    title: 'Early warning of coral bleaching on reefs',
    ...reefs,
  });
  await postIdea(urlA, cookie, {
    title: 'Dating medieval manuscripts by their ink',
    challenge: 'Undated manuscripts are placed by handwriting alone.',
    approach: 'Spectroscopy of iron gall inks.',
    impact: 'Firmer dates for a thousand manuscripts.',
    fields: ['History'],
  });

  // The lists are made by a job right after each write, by whichever process
  // holds the queue's lease: B answers for A's idea with B's idea first (and
  // the other way round) a moment later, and each process gives the same
  // answer as the other.
  const first = (base: string, id: number) => similar(base, id).then((cards) => cards[0]?.id);
  await expect.poll(() => first(urlB, onA.id), { timeout: 10_000 }).toBe(onB.id);
  await expect.poll(() => first(urlA, onB.id), { timeout: 10_000 }).toBe(onA.id);
  // The third idea's job may still be running: it can enter both lists at
  // 0.5. Once the queue is done, both processes give the same answers.
  const ranking = (cards: SimilarIdeaCard[]) => cards.map(({ id, score }) => ({ id, score }));
  const answers = async () =>
    (
      await Promise.all([
        similar(urlA, onA.id),
        similar(urlB, onA.id),
        similar(urlA, onB.id),
        similar(urlB, onB.id),
      ])
    ).map(ranking);
  await expect
    .poll(
      async () => {
        const [aboutAonA, aboutAonB, aboutBonA, aboutBonB] = await answers();
        return isDeepStrictEqual([aboutAonA, aboutBonA], [aboutAonB, aboutBonB]);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
});

test('one client gets one login allowance across both processes, not one each', async () => {
  const client = '198.51.100.77';
  const wrongLogin = (base: string) =>
    request(base, '/api/login', {
      method: 'POST',
      client,
      body: { username: 'nobody', password: 'not-the-password' },
    });
  const { max } = RATE_LIMITS.login;
  for (let i = 0; i < max; i += 1)
    expect((await wrongLogin(i % 2 === 0 ? urlA : urlB)).status).toBe(401);
  for (const base of [urlA, urlB]) {
    const refused = await wrongLogin(base);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MESSAGES.errors.rateLimited });
  }
});

test('a new account’s first-day allowance is one across both processes, not one each', async () => {
  const { cookie } = await register(urlA);
  // NEW_ACCOUNT_IDEAS_PER_DAY's default: five ideas, posted on either process.
  for (let i = 0; i < 5; i += 1)
    await postIdea(i % 2 === 0 ? urlA : urlB, cookie, { title: `New account idea ${i}` });
  for (const base of [urlA, urlB]) {
    const refused = await request(base, '/api/ideas', {
      method: 'POST',
      cookie,
      body: {
        title: 'One idea too many',
        challenge: 'c',
        approach: 'a',
        impact: 'i',
        fields: ['Physics'],
      },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MESSAGES.errors.newAccountIdeaLimit(5, 24) });
  }
});
