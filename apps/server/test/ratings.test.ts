import { type Idea, MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import type { RatingResult } from '@thisoneforfree/contracts';
import { createIdea, trpcAs, trpcMutation, trpcQuery, type TrpcErrorBody } from './factories.js';
import { call, createAdmin, createUser, type TestUser, useTestApp } from './helper.js';

const ctx = useTestApp();

/** Rates as `user`; a string payload is sent as raw JSON text. */
const rate = (ideaId: number | string, payload: unknown, user?: TestUser) =>
  call(ctx, {
    method: 'POST',
    url: `/api/ideas/${ideaId}/rate`,
    payload,
    cookie: user?.cookie,
    ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
  });

async function aggregatesOf(ideaId: number) {
  const { db } = ctx.app.services;
  const [idea, rows] = await Promise.all([
    db
      .selectFrom('ideas')
      .select(['rating_count', 'avg_relevance', 'avg_difficulty'])
      .where('id', '=', ideaId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ratings')
      .select(['relevance', 'difficulty'])
      .where('idea_id', '=', ideaId)
      .execute(),
  ]);
  const mean = (values: number[]) =>
    values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
  return {
    stored: {
      count: idea.rating_count,
      relevance: idea.avg_relevance,
      difficulty: idea.avg_difficulty,
    },
    fromRows: {
      count: rows.length,
      relevance: mean(rows.map((row) => row.relevance)),
      difficulty: mean(rows.map((row) => row.difficulty)),
    },
  };
}

describe('POST /api/ideas/{id}/rate', () => {
  test('a user rates an idea and gets the ratings and new averages back', async () => {
    const author = await createUser(ctx);
    const rater = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    const response = await rate(idea.id, { relevance: 8, difficulty: 3 }, rater);
    expect(response.statusCode).toBe(200);
    expect(response.json<RatingResult>()).toEqual({
      ratings: [{ userId: rater.user.id, relevance: 8, difficulty: 3 }],
      stats: {
        ratingCount: 1,
        avgRelevance: 8,
        avgDifficulty: 3,
        favoriteCount: 0,
        pursuingCount: 0,
        publishedCount: 0,
      },
    });
    const read = await call(ctx, { url: `/api/ideas/${idea.id}` });
    expect(read.json<Idea>().ratings).toEqual([
      { userId: rater.user.id, relevance: 8, difficulty: 3 },
    ]);
  });

  test('rating again replaces the earlier rating: one per user and idea', async () => {
    const author = await createUser(ctx);
    const rater = await createUser(ctx);
    const other = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    await rate(idea.id, { relevance: 2, difficulty: 2 }, rater);
    await rate(idea.id, { relevance: 6, difficulty: 9 }, other);
    const again = await rate(idea.id, { relevance: 10, difficulty: 5 }, rater);
    expect(again.json<RatingResult>()).toEqual({
      ratings: [
        { userId: rater.user.id, relevance: 10, difficulty: 5 },
        { userId: other.user.id, relevance: 6, difficulty: 9 },
      ],
      stats: {
        ratingCount: 2,
        avgRelevance: 8,
        avgDifficulty: 7,
        favoriteCount: 0,
        pursuingCount: 0,
        publishedCount: 0,
      },
    });
  });

  test('authors and admins can rate as well', async () => {
    const author = await createUser(ctx);
    const admin = await createAdmin(ctx);
    const idea = await createIdea(ctx, author);
    expect((await rate(idea.id, { relevance: 1, difficulty: 1 }, author)).statusCode).toBe(200);
    expect((await rate(idea.id, { relevance: 10, difficulty: 10 }, admin)).statusCode).toBe(200);
    expect((await aggregatesOf(idea.id)).stored).toEqual({
      count: 2,
      relevance: 5.5,
      difficulty: 5.5,
    });
  });

  test('a visitor cannot rate', async () => {
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    const response = await rate(idea.id, { relevance: 5, difficulty: 5 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.errors.notLoggedIn });
  });

  test('rating a missing idea is a 404', async () => {
    const rater = await createUser(ctx);
    const response = await rate(1_999_999, { relevance: 5, difficulty: 5 }, rater);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
  });

  test.each([
    ['a relevance of 0', { relevance: 0, difficulty: 5 }, 'relevance'],
    ['a relevance of 11', { relevance: 11, difficulty: 5 }, 'relevance'],
    ['a fractional difficulty', { relevance: 5, difficulty: 5.5 }, 'difficulty'],
    ['a negative difficulty', { relevance: 5, difficulty: -5 }, 'difficulty'],
    ['a rating as text', { relevance: '5', difficulty: 5 }, 'relevance'],
    ['a missing difficulty', { relevance: 5 }, 'difficulty'],
    ['a null relevance', { relevance: null, difficulty: 5 }, 'relevance'],
    ['a huge relevance', { relevance: 1e300, difficulty: 5 }, 'relevance'],
  ])('refuses %s with 400', async (_name, payload, path) => {
    const author = await createUser(ctx);
    const rater = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    const response = await rate(idea.id, payload, rater);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: unknown[] }>().issues).toContainEqual({
      path,
      message: MESSAGES.validation.ratingRange,
    });
    expect((await aggregatesOf(idea.id)).stored.count).toBe(0);
  });

  test.each([
    ['an array', [5, 5]],
    ['no body', undefined],
    ['a JSON string', JSON.stringify('five')],
  ])('a body that is %s is a 400', async (_name, payload) => {
    const rater = await createUser(ctx);
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    expect((await rate(idea.id, payload, rater)).statusCode).toBe(400);
  });

  test('a body that is not JSON is a client error, never a 500', async () => {
    const rater = await createUser(ctx);
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    const send = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/ideas/${idea.id}/rate`,
        payload: 'relevance=5&difficulty=5',
        headers: { cookie: `tof_session=${rater.cookie}`, ...headers },
      });
    expect((await send({ 'content-type': 'text/plain' })).statusCode).toBe(400);
    expect((await send({ 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(
      415,
    );
  });

  test.each(['x', '0', '-1', '3.5', '99999999999'])(
    'an idea id of "%s" is a 400',
    async (ideaId) => {
      const rater = await createUser(ctx);
      expect((await rate(ideaId, { relevance: 5, difficulty: 5 }, rater)).statusCode).toBe(400);
    },
  );
});

describe('rating aggregates under concurrent writes', () => {
  test('thirty users rating one idea at once leave averages equal to the rows', async () => {
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    const raters = await Promise.all(Array.from({ length: 30 }, () => createUser(ctx)));
    const responses = await Promise.all(
      raters.flatMap((rater, index) => [
        rate(idea.id, { relevance: (index % 10) + 1, difficulty: ((index * 7) % 10) + 1 }, rater),
        rate(idea.id, { relevance: ((index * 3) % 10) + 1, difficulty: (index % 10) + 1 }, rater),
      ]),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const { stored, fromRows } = await aggregatesOf(idea.id);
    expect(fromRows.count).toBe(30);
    expect(stored.count).toBe(30);
    expect(stored.relevance).toBeCloseTo(fromRows.relevance, 10);
    expect(stored.difficulty).toBeCloseTo(fromRows.difficulty, 10);
  });

  test('concurrent ratings through tRPC and REST on several ideas stay right', async () => {
    const author = await createUser(ctx);
    const ideas = await Promise.all(Array.from({ length: 3 }, () => createIdea(ctx, author)));
    const raters = await Promise.all(Array.from({ length: 10 }, () => createUser(ctx)));
    const callers = await Promise.all(raters.map((rater) => trpcAs(ctx, rater)));
    await Promise.all(
      raters.flatMap((rater, index) =>
        ideas.flatMap((idea) => [
          rate(idea.id, { relevance: ((index + idea.id) % 10) + 1, difficulty: 4 }, rater),
          callers[index]!.ratings.rate({
            ideaId: idea.id,
            relevance: 9,
            difficulty: ((index * idea.id) % 10) + 1,
          }),
        ]),
      ),
    );
    for (const idea of ideas) {
      const { stored, fromRows } = await aggregatesOf(idea.id);
      expect(stored.count).toBe(10);
      expect(stored.relevance).toBeCloseTo(fromRows.relevance, 10);
      expect(stored.difficulty).toBeCloseTo(fromRows.difficulty, 10);
    }
  });
});

describe('ratings.rate over tRPC', () => {
  test('rates for the caller and answers with ratings and stats', async () => {
    const author = await createUser(ctx);
    const rater = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    const result = await (
      await trpcAs(ctx, rater)
    ).ratings.rate({ ideaId: idea.id, relevance: 4, difficulty: 6 });
    expect(result).toEqual({
      ratings: [{ userId: rater.user.id, relevance: 4, difficulty: 6 }],
      stats: {
        ratingCount: 1,
        avgRelevance: 4,
        avgDifficulty: 6,
        favoriteCount: 0,
        pursuingCount: 0,
        publishedCount: 0,
      },
    });
  });

  test('a visitor is UNAUTHORIZED, a bad score BAD_REQUEST, a missing idea NOT_FOUND', async () => {
    const rater = await createUser(ctx);
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    expect(
      (await trpcMutation(ctx, 'ratings.rate', { ideaId: idea.id, relevance: 5, difficulty: 5 }))
        .statusCode,
    ).toBe(401);
    const bad = await trpcMutation(
      ctx,
      'ratings.rate',
      { ideaId: idea.id, relevance: 11, difficulty: 5 },
      rater,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<TrpcErrorBody>().error.data.issues).toEqual([
      { path: 'relevance', message: MESSAGES.validation.ratingRange },
    ]);
    const missing = await trpcMutation(
      ctx,
      'ratings.rate',
      { ideaId: 1_999_999, relevance: 5, difficulty: 5 },
      rater,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('users.stats', () => {
  test("counts a researcher's ideas and the ratings they received, with the mean Impact to one decimal", async () => {
    const author = await createUser(ctx);
    const raters = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
    const [first, second] = await Promise.all([createIdea(ctx, author), createIdea(ctx, author)]);
    await createIdea(ctx, raters[0]);
    await rate(first.id, { relevance: 7, difficulty: 1 }, raters[0]);
    await rate(first.id, { relevance: 8, difficulty: 1 }, raters[1]);
    await rate(second.id, { relevance: 8, difficulty: 1 }, raters[2]);
    const stats = await (await trpcAs(ctx)).users.stats({ id: author.user.id });
    // (7 + 8 + 8) / 3 = 7.666…
    expect(stats).toEqual({ totalIdeas: 2, totalRatings: 3, averageImpact: 7.7 });
  });

  test('a researcher without ratings averages 0; an unknown one is a 404', async () => {
    const author = await createUser(ctx);
    await createIdea(ctx, author);
    expect(await (await trpcAs(ctx)).users.stats({ id: author.user.id })).toEqual({
      totalIdeas: 1,
      totalRatings: 0,
      averageImpact: 0,
    });
    const quiet = await createUser(ctx);
    expect(await (await trpcAs(ctx, quiet)).users.stats({ id: quiet.user.id })).toEqual({
      totalIdeas: 0,
      totalRatings: 0,
      averageImpact: 0,
    });
    const missing = await trpcQuery(ctx, 'users.stats', { id: 1_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<TrpcErrorBody>().error.message).toBe(MESSAGES.errors.userNotFound);
    expect((await trpcQuery(ctx, 'users.stats', { id: -1 })).statusCode).toBe(400);
  });
});
