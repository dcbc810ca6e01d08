import { type CommentItem, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { type TestUser, useTestApp } from '../helper.js';
import { commentCalls, createCommentCast } from './comment-calls.js';

const ctx = useTestApp();
const { trpc } = commentCalls(ctx);

let author: TestUser;
let other: TestUser;
let admin: TestUser;
let ideaId: number;

beforeAll(async () => {
  ({ author, other, admin, ideaId } = await createCommentCast(ctx));
});

describe('tRPC', () => {
  test('comments.create and comments.list carry the author’s public name and nothing secret', async () => {
    const created = await trpc(
      'comments.create',
      { ideaId, content: ' Via tRPC ' },
      author,
      'mutation',
    );
    expect(created.status).toBe(200);
    const item = created.data as CommentItem;
    expect(item).toMatchObject({
      ideaId,
      content: 'Via tRPC',
      status: 'active',
      author: { id: author.user.id, username: author.user.username, name: 'Rosalind Franklin' },
    });
    expect(Object.keys(item.author ?? {}).sort()).toEqual(['id', 'name', 'username']);
    const listed = await trpc('comments.list', { ideaId }, null);
    expect((listed.data as CommentItem[]).find((c) => c.id === item.id)).toEqual(item);
  });

  test('comments.flag and comments.setStatus follow the same rules', async () => {
    const { data } = await trpc(
      'comments.create',
      { ideaId, content: 'Flag me' },
      author,
      'mutation',
    );
    const id = (data as CommentItem).id;
    expect((await trpc('comments.flag', { id }, null, 'mutation')).error?.data.code).toBe(
      'UNAUTHORIZED',
    );
    const badReason = await trpc('comments.flag', { id, reason: 'rude' }, other, 'mutation');
    expect(badReason.status).toBe(400);
    expect(badReason.error?.data.issues).toEqual([
      { path: 'reason', message: MESSAGES.validation.flagReasonInvalid },
    ]);
    expect(
      (await trpc('comments.flag', { id, reason: 'spam', note: 'An advert' }, other, 'mutation'))
        .data,
    ).toEqual({ success: true });
    const again = await trpc('comments.flag', { id }, other, 'mutation');
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(MESSAGES.errors.alreadyFlagged);
    // The flagger's list says they flagged it; the author's does not.
    const seenBy = async (user: TestUser) =>
      ((await trpc('comments.list', { ideaId }, user)).data as CommentItem[]).find(
        (c) => c.id === id,
      );
    expect(await seenBy(other)).toMatchObject({
      status: 'active',
      flagCount: 1,
      flaggedByMe: true,
    });
    expect(await seenBy(author)).toMatchObject({ flaggedByMe: false });

    const forbidden = await trpc(
      'comments.setStatus',
      { id, status: 'hidden' },
      author,
      'mutation',
    );
    expect(forbidden.status).toBe(403);
    const flaggedStatus = await trpc(
      'comments.setStatus',
      { id, status: 'flagged' },
      admin,
      'mutation',
    );
    expect(flaggedStatus.status).toBe(400);
    const hidden = await trpc('comments.setStatus', { id, status: 'hidden' }, admin, 'mutation');
    expect(hidden.data).toMatchObject({
      id,
      status: 'hidden',
      flagCount: 1,
      author: { id: author.user.id },
    });
  });

  test('errors keep their status codes', async () => {
    expect((await trpc('comments.list', { ideaId: 999_999 }, null)).status).toBe(404);
    expect((await trpc('comments.list', { ideaId: 'x' }, null)).status).toBe(400);
    expect((await trpc('comments.create', { ideaId, content: 'x' }, null, 'mutation')).status).toBe(
      401,
    );
    const blank = await trpc('comments.create', { ideaId, content: '  ' }, author, 'mutation');
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe(MESSAGES.validation.commentRequired);
    const badParent = await trpc(
      'comments.create',
      { ideaId, content: 'x', parentId: 999_999 },
      author,
      'mutation',
    );
    expect(badParent.status).toBe(400);
    expect(
      (await trpc('comments.setStatus', { id: 999_999, status: 'hidden' }, admin, 'mutation'))
        .status,
    ).toBe(404);
  });
});
