import {
  type BrowsePage,
  type Idea,
  type IdeaCard,
  type IdeaDetail,
  type IdeaWithLinks,
  MESSAGES,
  type UserStats,
} from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { createIdea, trpcCallOn } from '../factories.js';
import { call, createAdmin, createUser, type TestUser, useTestApp } from '../helper.js';
import { ideaCalls, payloadOf } from './idea-calls.js';

// Withdrawing an idea (issue 12): it leaves every list, its page stays as a tombstone.

const ctx = useTestApp();
const { edit, withdraw, read, versions, version, readOk } = ideaCalls(ctx);
const trpc = trpcCallOn(ctx);

let author: TestUser;
let reader: TestUser;
let admin: TestUser;

beforeAll(async () => {
  author = await createUser(ctx, { name: 'Lise Meitner' });
  reader = await createUser(ctx);
  admin = await createAdmin(ctx);
});

const post = (url: string, user: TestUser, payload?: unknown) =>
  call(ctx, { method: 'POST', url, cookie: user.cookie, payload });

describe('DELETE /api/ideas/{id}', () => {
  test('a visitor gets 401, anyone but the author or an admin 403; the idea stays', async () => {
    const idea = await createIdea(ctx, author);
    const visitor = await withdraw(idea.id, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: MESSAGES.errors.notLoggedIn });
    const stranger = await withdraw(idea.id, reader);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: MESSAGES.errors.notIdeaAuthor });
    expect((await readOk(idea.id)).withdrawnAt).toBeNull();
  });

  test('a missing idea is a 404, a malformed id a 400', async () => {
    const missing = await withdraw(1_999_999, author);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
    expect((await withdraw('nope', author)).statusCode).toBe(400);
  });

  test('the author withdraws: the answer and GET are the tombstone, texts empty', async () => {
    const idea = await createIdea(ctx, author, {
      citations: [{ type: 'internal', internalId: (await createIdea(ctx, author)).id }],
    });
    await post(`/api/ideas/${idea.id}/rate`, reader, { relevance: 7, difficulty: 4 });
    const response = await withdraw(idea.id, author);
    expect(response.statusCode).toBe(200);
    const tombstone = response.json<Idea>();
    expect(tombstone).toEqual({
      ...idea,
      challenge: '',
      approach: '',
      impact: '',
      fields: [],
      ratings: [],
      citations: [],
      withdrawnAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      withdrawnBy: 'author',
    });
    const again = await read(idea.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...tombstone, linkedIdeas: [] });
    // Its versions are tombstones too; the list keeps their numbers, dates and titles.
    expect((await version(idea.id, 1)).json()).toEqual({ ...tombstone, linkedIdeas: [] });
    expect((await versions(idea.id)).json()).toEqual([
      { version: 1, createdAt: idea.createdAt, title: idea.title },
    ]);
    const detail = await trpc<IdeaDetail>('ideas.byId', { id: idea.id }, 'query');
    expect(detail.data).toMatchObject({
      title: idea.title,
      challenge: '',
      withdrawnBy: 'author',
      stats: { ratingCount: 0, avgRelevance: 0, avgDifficulty: 0, favoriteCount: 0 },
      author: { id: author.user.id, name: 'Lise Meitner' },
    });
  });

  test('an admin who is not the author removes it as a moderator', async () => {
    const idea = await createIdea(ctx, author);
    const response = await withdraw(idea.id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<Idea>().withdrawnBy).toBe('moderator');
  });

  test('withdrawing twice is idempotent: the same tombstone, the first date and author kept', async () => {
    const idea = await createIdea(ctx, author);
    const first = (await withdraw(idea.id, author)).json<Idea>();
    const [second, third] = await Promise.all([
      withdraw(idea.id, author),
      withdraw(idea.id, admin),
    ]);
    expect(second.statusCode).toBe(200);
    expect(third.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
    expect(third.json()).toEqual(first);
    // Still only its author or an admin may ask.
    expect((await withdraw(idea.id, reader)).statusCode).toBe(403);
  });

  test('a withdrawn idea cannot be edited (409), rated, favorited or commented on', async () => {
    const idea = await createIdea(ctx, author);
    await withdraw(idea.id, author);
    const edited = await edit(idea.id, author, { ...payloadOf(idea), title: 'Back again' });
    expect(edited.statusCode).toBe(409);
    expect(edited.json()).toEqual({ message: MESSAGES.errors.ideaWithdrawn });
    expect((await edit(idea.id, admin, payloadOf(idea))).statusCode).toBe(409);
    // Someone who may not edit it hears that first.
    expect((await edit(idea.id, reader, payloadOf(idea))).statusCode).toBe(403);
    for (const response of [
      await post(`/api/ideas/${idea.id}/rate`, reader, { relevance: 5, difficulty: 5 }),
      await post(`/api/favorites/add/${idea.id}`, reader),
      await post(`/api/ideas/${idea.id}/comments`, reader, { content: 'Too late' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: MESSAGES.errors.ideaWithdrawn });
    }
    // Taking it out of one's favorites still works (idempotent).
    expect((await post(`/api/favorites/remove/${idea.id}`, reader)).statusCode).toBe(200);
  });
});

describe('a withdrawn idea leaves every list', () => {
  let kept: Idea;
  let gone: Idea;
  let citing: Idea;
  let owner: TestUser;

  beforeAll(async () => {
    owner = await createUser(ctx);
    kept = await createIdea(ctx, owner, {
      title: 'Narwhal tusk acoustics, kept',
      fields: ['Physics', 'Biology'],
    });
    gone = await createIdea(ctx, owner, {
      title: 'Narwhal tusk acoustics, withdrawn',
      fields: ['Physics', 'Biology'],
    });
    citing = await createIdea(ctx, reader, {
      citations: [{ type: 'internal', internalId: gone.id }],
    });
    await post(`/api/ideas/${gone.id}/rate`, reader, { relevance: 10, difficulty: 10 });
    await post(`/api/ideas/${kept.id}/rate`, reader, { relevance: 2, difficulty: 2 });
    await post(`/api/favorites/add/${gone.id}`, reader);
    await post(`/api/favorites/add/${kept.id}`, reader);
    await ctx.app.services.similarIdeas.settled();
    expect((await withdraw(gone.id, owner)).statusCode).toBe(200);
  });

  const ids = (items: { id: number }[] | undefined) => (items ?? []).map((item) => item.id);

  test('GET /api/ideas and ideas.list', async () => {
    const all = (await call(ctx, { url: '/api/ideas' })).json<Idea[]>();
    expect(ids(all)).toContain(kept.id);
    expect(ids(all)).not.toContain(gone.id);
    const page = await trpc<{ items: Idea[] }>('ideas.list', {}, 'query');
    expect(ids(page.data?.items)).not.toContain(gone.id);
  });

  test('browse, search, filters and Random Idea', async () => {
    const browse = async (input: object) =>
      ids(
        (await trpc<BrowsePage>('ideas.browse', { sort: 'newest', ...input }, 'query')).data?.items,
      );
    expect(await browse({})).not.toContain(gone.id);
    expect(await browse({ search: 'Narwhal tusk' })).toEqual([kept.id]);
    expect(await browse({ search: 'Na' })).not.toContain(gone.id);
    expect(await browse({ fields: ['Physics'], sort: 'relevance-high' })).not.toContain(gone.id);
    for (let i = 0; i < 5; i += 1) {
      const random = await trpc<{ id: number }>(
        'ideas.random',
        { search: 'Narwhal tusk acoustics' },
        'query',
      );
      expect(random.data).toEqual({ id: kept.id });
    }
  });

  test('similar ideas, both ways', async () => {
    await ctx.app.services.similarIdeas.settled();
    const similar = await trpc<IdeaCard[]>('ideas.similar', { id: kept.id }, 'query');
    expect(ids(similar.data)).not.toContain(gone.id);
    const ofGone = await trpc<IdeaCard[]>('ideas.similar', { id: gone.id }, 'query');
    expect(ofGone.data).toEqual([]);
    const listed = await ctx.app.services.db
      .selectFrom('similar_ideas')
      .select('idea_id')
      .where((eb) => eb.or([eb('idea_id', '=', gone.id), eb('neighbour_id', '=', gone.id)]))
      .execute();
    expect(listed).toEqual([]);
  });

  test('favorites lists, and the favorites GET /api/users counts', async () => {
    expect((await call(ctx, { url: '/api/favorites', cookie: reader.cookie })).json()).toEqual([
      kept.id,
    ]);
    const cards = await trpc<IdeaCard[]>('favorites.ideas', undefined, 'query', reader);
    expect(ids(cards.data)).toEqual([kept.id]);
    const me = (await call(ctx, { url: '/api/user', cookie: reader.cookie })).json<{
      favorites: number[];
    }>();
    expect(me.favorites).toEqual([kept.id]);
    const users = (await call(ctx, { url: '/api/users' })).json<
      { id: number; favorites: number[] }[]
    >();
    expect(users.find((user) => user.id === reader.user.id)?.favorites).toEqual([kept.id]);
  });

  test('the profile: its idea grid, GET /api/users/{id}/ideas and its statistics', async () => {
    const grid = await trpc<BrowsePage>('ideas.byUser', { userId: owner.user.id }, 'query');
    expect(ids(grid.data?.items)).toEqual([kept.id]);
    const rest = await call(ctx, { url: `/api/users/${owner.user.id}/ideas` });
    expect(ids(rest.json<Idea[]>())).toEqual([kept.id]);
    const stats = await trpc<UserStats>('users.stats', { id: owner.user.id }, 'query');
    expect(stats.data).toEqual({ totalIdeas: 1, totalRatings: 1, averageImpact: 2 });
  });

  test('an idea citing it still links to it, marked withdrawn, with no description', async () => {
    const answer = (await read(citing.id)).json<IdeaWithLinks>();
    expect(answer.citations).toEqual([{ type: 'internal', internalId: gone.id }]);
    expect(answer.linkedIdeas).toEqual([
      {
        id: gone.id,
        title: 'Narwhal tusk acoustics, withdrawn',
        description: '',
        withdrawnAt: expect.any(String),
      },
    ]);
  });

  test('its page and citation still answer (a tombstone, never a dead end)', async () => {
    expect((await read(gone.id)).statusCode).toBe(200);
    const cited = await trpc<{ text: string }>(
      'citations.formatIdea',
      { ideaId: gone.id, style: 'apa' },
      'query',
    );
    expect(cited.data?.text).toContain('Narwhal tusk acoustics, withdrawn');
  });
});

describe('over tRPC', () => {
  test('ideas.withdraw answers as DELETE does, by role', async () => {
    const idea = await createIdea(ctx, author);
    expect((await trpc('ideas.withdraw', { id: idea.id }, 'mutation')).status).toBe(401);
    const stranger = await trpc('ideas.withdraw', { id: idea.id }, 'mutation', reader);
    expect(stranger.status).toBe(403);
    expect((await trpc('ideas.withdraw', { id: 1_999_999 }, 'mutation', author)).status).toBe(404);
    const done = await trpc<Idea>('ideas.withdraw', { id: idea.id }, 'mutation', author);
    expect(done.data).toMatchObject({ id: idea.id, withdrawnBy: 'author', challenge: '' });
    const edited = await trpc(
      'ideas.update',
      { id: idea.id, ...payloadOf(idea) },
      'mutation',
      author,
    );
    expect(edited.status).toBe(409);
  });
});
