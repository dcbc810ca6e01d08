import { randomUUID } from 'node:crypto';
import { type Comment, type CommentItem, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestUser, useTestApp } from '../helper.js';
import { commentCalls, createCommentCast } from './comment-calls.js';

const ctx = useTestApp();
const { post, visibleTo, trpc } = commentCalls(ctx);

let author: TestUser;
let other: TestUser;
let ideaId: number;

beforeAll(async () => {
  ({ author, other, ideaId } = await createCommentCast(ctx));
});

const countWith = (content: string, comments: Comment[]) =>
  comments.filter((comment) => comment.content === content).length;

describe('posting a comment with a client key', () => {
  test('the same key twice (REST) makes one comment and answers it both times', async () => {
    const clientKey = randomUUID();
    const payload = { content: 'Posted by a double click', clientKey };
    const first = await post(ideaId, author, payload);
    const second = await post(ideaId, author, payload);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(countWith(payload.content, await visibleTo(ideaId, author))).toBe(1);
  });

  test('posts racing with one key make one comment', async () => {
    const payload = { content: 'Posted twice at once', clientKey: randomUUID() };
    const answers = await Promise.all([1, 2, 3].map(() => post(ideaId, author, payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json<Comment>().id)).size).toBe(1);
    expect(countWith(payload.content, await visibleTo(ideaId, author))).toBe(1);
  });

  test('the key is per author: two users with one key make two comments', async () => {
    const clientKey = randomUUID();
    const mine = await post(ideaId, author, { content: 'Same key, first author', clientKey });
    const theirs = await post(ideaId, other, { content: 'Same key, second author', clientKey });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<Comment>().id).not.toBe(mine.json<Comment>().id);
    expect(theirs.json<Comment>()).toMatchObject({
      userId: other.user.id,
      content: 'Same key, second author',
    });
  });

  test('posts without a key are never merged', async () => {
    const payload = { content: 'No key, said twice' };
    expect((await post(ideaId, author, payload)).statusCode).toBe(201);
    expect((await post(ideaId, author, payload)).statusCode).toBe(201);
    expect(countWith(payload.content, await visibleTo(ideaId, author))).toBe(2);
  });

  test.each([['not-a-uuid'], [''], [42], [null]])(
    'a client key that is not a UUID (%j) is a 400 naming the field',
    async (clientKey) => {
      const response = await post(ideaId, author, { content: 'Bad key', clientKey });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ issues: unknown[] }>().issues).toContainEqual({
        path: 'clientKey',
        message: MESSAGES.validation.clientKeyInvalid,
      });
    },
  );

  test('tRPC comments.create takes the key too, and shares it with REST', async () => {
    const clientKey = randomUUID();
    const input = { ideaId, content: 'Via tRPC, retried', clientKey };
    const first = await trpc('comments.create', input, author, 'mutation');
    const second = await trpc('comments.create', input, author, 'mutation');
    expect(first.status).toBe(200);
    expect(second.data).toEqual(first.data);
    const viaRest = await post(ideaId, author, { content: 'Via tRPC, retried', clientKey });
    expect(viaRest.json<Comment>().id).toBe((first.data as CommentItem).id);

    const bad = await trpc('comments.create', { ...input, clientKey: 'nope' }, author, 'mutation');
    expect(bad.status).toBe(400);
  });
});
