import { type Idea, type IdeaWithLinks, MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { deleteAccountOf } from '../account/account-calls.js';
import { createIdea } from '../factories.js';
import { call, createAdmin, createUser, type TestUser, useTestApp } from '../helper.js';

const ctx = useTestApp();

describe('GET /api/ideas and /api/ideas/{id}', () => {
  test('everyone gets every idea with its ratings, oldest first', async () => {
    const author = await createUser(ctx);
    const rater = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${idea.id}/rate`,
      payload: { relevance: 7, difficulty: 3 },
      cookie: rater.cookie,
    });
    for (const cookie of [undefined, author.cookie, rater.cookie]) {
      const response = await call(ctx, { url: '/api/ideas', cookie });
      expect(response.statusCode).toBe(200);
      const ideas = response.json<Idea[]>();
      expect(ideas.map((i) => i.id)).toEqual([...ideas.map((i) => i.id)].sort((a, b) => a - b));
      expect(ideas.find((i) => i.id === idea.id)).toEqual({
        ...idea,
        ratings: [{ userId: rater.user.id, relevance: 7, difficulty: 3 }],
      });
    }
  });

  test('one idea is the same for a visitor, its author and an admin', async () => {
    const author = await createUser(ctx);
    const admin = await createAdmin(ctx);
    const idea = await createIdea(ctx, author);
    for (const cookie of [undefined, author.cookie, admin.cookie]) {
      const response = await call(ctx, { url: `/api/ideas/${idea.id}`, cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...idea, linkedIdeas: [] });
    }
  });

  test('an idea that cites others reads them as linked ideas with a description', async () => {
    const author = await createUser(ctx);
    const cited = await createIdea(ctx, author, {
      title: 'The cited idea',
      challenge: 'Its challenge describes it.',
    });
    const citing = await createIdea(ctx, author, {
      citations: [{ type: 'internal', internalId: cited.id }],
    });
    const response = await call(ctx, { url: `/api/ideas/${citing.id}` });
    expect(response.json<{ linkedIdeas: unknown }>().linkedIdeas).toEqual([
      {
        id: cited.id,
        title: 'The cited idea',
        description: 'Its challenge describes it.',
        withdrawnAt: null,
      },
    ]);
  });

  test('an idea read again shows every change since: ratings, a rater gone, the cited idea withdrawn', async () => {
    const author = await createUser(ctx);
    const [ada, bob] = [await createUser(ctx), await createUser(ctx)];
    const cited = await createIdea(ctx, author, { challenge: 'What the cited idea asks.' });
    const idea = await createIdea(ctx, author, {
      citations: [{ type: 'internal', internalId: cited.id }],
    });
    const read = async () =>
      (await call(ctx, { url: `/api/ideas/${idea.id}` })).json<IdeaWithLinks>();
    const rate = (user: TestUser, relevance: number, difficulty: number) =>
      call(ctx, {
        method: 'POST',
        url: `/api/ideas/${idea.id}/rate`,
        payload: { relevance, difficulty },
        cookie: user.cookie,
      });
    expect((await read()).ratings).toEqual([]);
    expect((await read()).ratings).toEqual([]);

    await rate(ada, 7, 3);
    await rate(bob, 3, 7);
    expect((await read()).ratings).toEqual([
      { userId: ada.user.id, relevance: 7, difficulty: 3 },
      { userId: bob.user.id, relevance: 3, difficulty: 7 },
    ]);
    // The two swap their values: the averages stay, the answer does not.
    await rate(ada, 3, 7);
    await rate(bob, 7, 3);
    expect((await read()).ratings).toEqual([
      { userId: ada.user.id, relevance: 3, difficulty: 7 },
      { userId: bob.user.id, relevance: 7, difficulty: 3 },
    ]);

    const deleted = await deleteAccountOf(ctx, bob);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read()).ratings).toEqual([{ userId: ada.user.id, relevance: 3, difficulty: 7 }]);

    expect((await read()).linkedIdeas[0]!.description).toBe('What the cited idea asks.');
    const withdrawn = await call(ctx, {
      method: 'DELETE',
      url: `/api/ideas/${cited.id}`,
      cookie: author.cookie,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await read()).linkedIdeas[0]).toMatchObject({ id: cited.id, description: '' });
  });

  test('a missing idea is a 404', async () => {
    const response = await call(ctx, { url: '/api/ideas/2147483647' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
  });

  test.each([
    'abc',
    '0',
    '-1',
    '1.5',
    '99999999999999999999',
    '1e3x',
    '%20',
    '1e1',
    '0x1',
    '+1',
    '007',
  ])('an id of "%s" is a 400', async (id) => {
    const response = await call(ctx, { url: `/api/ideas/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });
});

describe('GET /api/users/{id}/ideas', () => {
  test("lists a researcher's ideas newest first, and only theirs", async () => {
    const author = await createUser(ctx);
    const other = await createUser(ctx);
    const older = await createIdea(ctx, author, { createdAt: '2024-01-01T10:00:00.000Z' });
    const newer = await createIdea(ctx, author, { createdAt: '2024-06-01T10:00:00.000Z' });
    await createIdea(ctx, other);
    const response = await call(ctx, { url: `/api/users/${author.user.id}/ideas` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([newer, older]);
  });

  test('a researcher without ideas has an empty list; an unknown one is a 404', async () => {
    const quiet = await createUser(ctx);
    expect((await call(ctx, { url: `/api/users/${quiet.user.id}/ideas` })).json()).toEqual([]);
    const missing = await call(ctx, { url: '/api/users/1999999/ideas' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.errors.userNotFound });
    expect((await call(ctx, { url: '/api/users/nobody/ideas' })).statusCode).toBe(400);
  });
});
