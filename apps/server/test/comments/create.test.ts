import { type Comment, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { call, createUser, ORIGIN, type TestUser, useTestApp } from '../helper.js';
import { commentCalls, createCommentCast, insertIdea } from './comment-calls.js';

const ctx = useTestApp();
const { post, postComment, setStatus, flagByNewReaders } = commentCalls(ctx);

let author: TestUser;
let other: TestUser;
let admin: TestUser;
let ideaId: number;

beforeAll(async () => {
  ({ author, other, admin, ideaId } = await createCommentCast(ctx));
});

describe('posting a comment', () => {
  test('a user posts a comment and gets it back with the SPEC fields and its flag count', async () => {
    const response = await post(ideaId, author, {
      content: '  Has anyone tried this with preprints?  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      ideaId,
      userId: author.user.id,
      parentId: null,
      content: 'Has anyone tried this with preprints?',
      status: 'active',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      flagCount: 0,
    });
  });

  test('an admin gets the flag count on the comment they post', async () => {
    const response = await post(ideaId, admin, { content: 'Welcome, everyone.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'active', flagCount: 0 });
  });

  test('a visitor cannot post (401)', async () => {
    const response = await post(ideaId, null, { content: 'Hello' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.errors.notLoggedIn });
  });

  test.each([
    ['empty', { content: '' }, MESSAGES.validation.commentRequired],
    ['only spaces', { content: '   \n\t ' }, MESSAGES.validation.commentRequired],
    ['missing', {}, MESSAGES.validation.commentRequired],
    ['not text', { content: 42 }, MESSAGES.validation.commentRequired],
    ['1001 characters', { content: 'x'.repeat(1001) }, MESSAGES.validation.commentTooLong],
  ])('content that is %s is a 400 with a readable message', async (_name, payload, message) => {
    const response = await post(ideaId, author, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: unknown[] }>().issues).toContainEqual({
      path: 'content',
      message,
    });
  });

  test('1000 characters are accepted, and so are 1000 after trimming', async () => {
    expect((await post(ideaId, author, { content: 'y'.repeat(1000) })).statusCode).toBe(201);
    const padded = await post(ideaId, author, { content: `  ${'z'.repeat(1000)}  ` });
    expect(padded.statusCode).toBe(201);
    expect(padded.json<Comment>().content).toHaveLength(1000);
  });

  test('a comment on a missing idea is a 404', async () => {
    const response = await post(999_999, author, { content: 'Anyone?' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
  });

  test('an idea id that is not a positive integer is a 400', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await call(ctx, {
        method: 'POST',
        url: `/api/ideas/${bad}/comments`,
        payload: { content: 'x' },
        cookie: author.cookie,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  test('malformed JSON is a 400, not a crash', async () => {
    const response = await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/comments`,
      payload: '{"content": ',
      headers: { 'content-type': 'application/json' },
      cookie: author.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.errors.malformedJson });
  });

  test('a post from a foreign site is refused with 403', async () => {
    const response = await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/comments`,
      payload: { content: 'csrf' },
      headers: { origin: 'https://evil.example' },
      cookie: author.cookie,
    });
    expect(response.statusCode).toBe(403);
    const ours = await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/comments`,
      payload: { content: 'same site' },
      headers: { origin: ORIGIN },
      cookie: author.cookie,
    });
    expect(ours.statusCode).toBe(201);
  });
});

describe('replies', () => {
  test('a reply to an active comment of the same idea carries its parentId', async () => {
    const parent = await postComment(ideaId, author, 'Parent');
    const reply = await postComment(ideaId, other, 'Reply', parent.id);
    expect(reply.parentId).toBe(parent.id);
    const nested = await postComment(ideaId, author, 'Reply to the reply', reply.id);
    expect(nested.parentId).toBe(reply.id);
  });

  test('a parentId of null means a top-level comment', async () => {
    const response = await post(ideaId, author, { content: 'Top', parentId: null });
    expect(response.statusCode).toBe(201);
    expect(response.json<Comment>().parentId).toBeNull();
  });

  test.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['text', 'one'],
    ['past 32 bits', 2 ** 31],
    ['past 53 bits', 2 ** 53],
  ])('a %s parentId is a 400', async (_name, parentId) => {
    const response = await post(ideaId, author, { content: 'Reply', parentId });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('parentId');
  });

  test('a reply to a missing comment, a comment of another idea, or a non-active comment is a 400', async () => {
    const otherIdea = await insertIdea(ctx, author.user.id);
    const elsewhere = await postComment(otherIdea, author, 'Elsewhere');
    const hidden = await postComment(ideaId, author, 'Soon hidden');
    expect((await setStatus(hidden.id, admin, 'hidden')).statusCode).toBe(200);
    const flagged = await postComment(ideaId, author, 'Soon flagged');
    await flagByNewReaders(flagged.id, 3);

    for (const parentId of [999_999, elsewhere.id, hidden.id, flagged.id]) {
      const response = await post(ideaId, other, { content: 'Reply', parentId });
      expect(response.statusCode, String(parentId)).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.errors.parentNotFound,
        issues: [{ path: 'parentId', message: MESSAGES.errors.parentNotFound }],
      });
    }
  });
});

describe('rate limits', () => {
  const limited = useTestApp({ RATE_LIMIT: '1' });

  test('posting more than 30 comments a minute is a 429', async () => {
    const user = await createUser(limited);
    const idea = await insertIdea(limited, user.user.id);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await post(idea, user, { content: `Comment ${i}` }, limited)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
