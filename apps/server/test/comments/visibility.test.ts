import { type Comment, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { call, type TestUser, useTestApp } from '../helper.js';
import { commentCalls, createCommentCast, insertIdea } from './comment-calls.js';

const ctx = useTestApp();
const { postComment, list, visibleTo, setStatus, flag, flagByNewReaders } = commentCalls(ctx);

let author: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ author, other, admin } = await createCommentCast(ctx));
});

describe('who sees which comments', () => {
  let thread: number;
  let active: Comment;
  let hidden: Comment;
  let flagged: Comment;
  let flaggedOnce: Comment;
  let deleted: Comment;
  let othersHidden: Comment;

  beforeAll(async () => {
    thread = await insertIdea(ctx, other.user.id);
    active = await postComment(thread, author, 'Active');
    hidden = await postComment(thread, author, 'Hidden by an admin');
    flagged = await postComment(thread, author, 'Flagged by three readers');
    deleted = await postComment(thread, author, 'Deleted by an admin');
    othersHidden = await postComment(thread, other, 'Hidden comment of someone else');
    for (const [id, status] of [
      [hidden.id, 'hidden'],
      [deleted.id, 'deleted'],
      [othersHidden.id, 'hidden'],
    ] as const) {
      expect((await setStatus(id, admin, status)).statusCode).toBe(200);
    }
    await flagByNewReaders(flagged.id, 3);
    flaggedOnce = await postComment(thread, author, 'Flagged by one reader: still active');
    expect((await flag(flaggedOnce.id, other)).statusCode).toBe(200);
  });

  test('a visitor sees only active comments', async () => {
    expect((await visibleTo(thread, null)).map((c) => c.id)).toEqual([active.id, flaggedOnce.id]);
  });

  test('a user sees active comments and their own hidden ones, not others’', async () => {
    expect((await visibleTo(thread, other)).map((c) => c.id)).toEqual([
      active.id,
      othersHidden.id,
      flaggedOnce.id,
    ]);
  });

  test('the author also sees their own hidden and flagged comments, but not deleted ones', async () => {
    const comments = await visibleTo(thread, author);
    expect(comments.map((c) => [c.id, c.status])).toEqual([
      [active.id, 'active'],
      [hidden.id, 'hidden'],
      [flagged.id, 'flagged'],
      [flaggedOnce.id, 'active'],
    ]);
  });

  test('an admin sees every comment, oldest first, with flag counts', async () => {
    const comments = await visibleTo(thread, admin);
    expect(comments.map((c) => [c.id, c.status, c.flagCount])).toEqual([
      [active.id, 'active', 0],
      [hidden.id, 'hidden', 0],
      [flagged.id, 'flagged', 3],
      [deleted.id, 'deleted', 0],
      [othersHidden.id, 'hidden', 0],
      [flaggedOnce.id, 'active', 1],
    ]);
  });

  test('everyone gets the flag count of the comments they see', async () => {
    for (const viewer of [null, other, author]) {
      const seen = (await visibleTo(thread, viewer)).find((c) => c.id === flaggedOnce.id);
      expect(seen?.flagCount).toBe(1);
    }
  });

  test('REST items carry the SPEC fields and flagCount, nothing of the reader', async () => {
    const [first] = await visibleTo(thread, other);
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'content',
        'createdAt',
        'flagCount',
        'id',
        'ideaId',
        'parentId',
        'status',
        'updatedAt',
        'userId',
      ].sort(),
    );
  });

  test('comments of a missing idea are a 404; a bad id is a 400', async () => {
    const missing = await list(999_999, null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
    expect((await call(ctx, { url: '/api/ideas/nope/comments' })).statusCode).toBe(400);
  });

  test('an idea without comments lists none', async () => {
    expect(await visibleTo(await insertIdea(ctx, author.user.id), null)).toEqual([]);
  });
});
