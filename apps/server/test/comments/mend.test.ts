import { type Comment, type CommentItem, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Clock } from '../../src/runtime/clock.js';
import { call, type TestUser, useTestApp } from '../helper.js';
import { commentCalls, createCommentCast, insertIdea } from './comment-calls.js';

// Comments their authors can mend (issue 12): edit and delete, REST and tRPC.

let now = new Date('2026-05-01T10:00:00.000Z').getTime();
const clock: Clock = { now: () => new Date(now) };
const tick = () => (now += 60_000);

const ctx = useTestApp({}, { clock });
const { postComment, visibleTo, setStatus, flag, trpc } = commentCalls(ctx);
const v = MESSAGES.validation;
const e = MESSAGES.errors;

let author: TestUser;
let other: TestUser;
let admin: TestUser;
let ideaId: number;

beforeAll(async () => {
  ({ author, other, admin, ideaId } = await createCommentCast(ctx));
});

const edit = (id: number | string, user: TestUser | null, payload: unknown) =>
  call(ctx, { method: 'PUT', url: `/api/comments/${id}`, payload, cookie: user?.cookie });

const remove = (id: number | string, user: TestUser | null) =>
  call(ctx, { method: 'DELETE', url: `/api/comments/${id}`, cookie: user?.cookie });

async function seenBy(user: TestUser | null, id: number): Promise<Comment | undefined> {
  return (await visibleTo(ideaId, user)).find((comment) => comment.id === id);
}

describe('PUT /api/comments/{id}', () => {
  test('its author edits the text (trimmed); updatedAt becomes the time of the edit', async () => {
    const comment = await postComment(ideaId, author, 'Teh first draft');
    expect(comment.updatedAt).toBe(comment.createdAt);
    tick();
    const response = await edit(comment.id, author, { content: '  The first draft  ' });
    expect(response.statusCode).toBe(200);
    const edited = response.json<Comment>();
    expect(edited).toEqual({
      ...comment,
      content: 'The first draft',
      updatedAt: new Date(now).toISOString(),
    });
    expect(await seenBy(null, comment.id)).toEqual(edited);
  });

  test('the same text again changes nothing, not even updatedAt', async () => {
    const comment = await postComment(ideaId, author, 'Settled');
    tick();
    const response = await edit(comment.id, author, { content: 'Settled' });
    expect(response.json()).toEqual(comment);
  });

  test('flags and moderation leave updatedAt alone: it is the text’s time', async () => {
    const comment = await postComment(ideaId, author, 'Not edited');
    tick();
    expect((await flag(comment.id, other)).statusCode).toBe(200);
    tick();
    const restored = await setStatus(comment.id, admin, 'active');
    expect(restored.json<Comment>().updatedAt).toBe(comment.createdAt);
  });

  test('its author may edit a comment an admin hid; its status stays hidden', async () => {
    const comment = await postComment(ideaId, author, 'Too harsh');
    await setStatus(comment.id, admin, 'hidden');
    const response = await edit(comment.id, author, { content: 'Kinder' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ content: 'Kinder', status: 'hidden' });
  });

  test.each([
    [{ content: '   ' }, v.commentRequired],
    [{ content: 'x'.repeat(1001) }, v.commentTooLong],
    [{}, v.commentRequired],
  ])('%j is a 400 with the posting rule’s message', async (payload, message) => {
    const comment = await postComment(ideaId, author, 'Unchanged');
    const response = await edit(comment.id, author, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, issues: [{ path: 'content', message }] });
    expect((await seenBy(author, comment.id))?.content).toBe('Unchanged');
  });

  test('a visitor gets 401; another user and an admin 403; nothing changes', async () => {
    const comment = await postComment(ideaId, author, 'Mine to mend');
    expect((await edit(comment.id, null, { content: 'Vandal' })).statusCode).toBe(401);
    for (const user of [other, admin]) {
      const response = await edit(comment.id, user, { content: 'Vandal' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: e.commentAuthorOnly });
    }
    expect((await seenBy(null, comment.id))?.content).toBe('Mine to mend');
  });

  test('a deleted comment, a comment the caller cannot see and a missing one are 404; a bad id 400', async () => {
    const deleted = await postComment(ideaId, author, 'Gone');
    expect((await remove(deleted.id, author)).statusCode).toBe(200);
    expect((await edit(deleted.id, author, { content: 'Back' })).statusCode).toBe(404);
    const hidden = await postComment(ideaId, author, 'Hidden from others');
    await setStatus(hidden.id, admin, 'hidden');
    const unseen = await edit(hidden.id, other, { content: 'x' });
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json()).toEqual({ message: e.commentNotFound });
    expect((await edit(999_999, author, { content: 'x' })).statusCode).toBe(404);
    expect((await edit('abc', author, { content: 'x' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/comments/{id}', () => {
  test('its author deletes a comment: it leaves the list for everyone but admins', async () => {
    const comment = await postComment(ideaId, author, 'Regrettable');
    const response = await remove(comment.id, author);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    for (const reader of [null, other, author])
      expect(await seenBy(reader, comment.id)).toBeUndefined();
    expect(await seenBy(admin, comment.id)).toMatchObject({
      status: 'deleted',
      content: 'Regrettable',
    });
  });

  test('is idempotent for its author: a second delete (a double click) succeeds', async () => {
    const comment = await postComment(ideaId, author, 'Twice');
    const [first, second] = await Promise.all([
      remove(comment.id, author),
      remove(comment.id, author),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await remove(comment.id, author)).statusCode).toBe(200);
  });

  test('a visitor gets 401; another user and an admin 403 (admins moderate instead)', async () => {
    const comment = await postComment(ideaId, author, 'Keep me');
    expect((await remove(comment.id, null)).statusCode).toBe(401);
    for (const user of [other, admin]) {
      const response = await remove(comment.id, user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: e.commentAuthorOnly });
    }
    expect((await seenBy(null, comment.id))?.status).toBe('active');
  });

  test('a comment the caller cannot see, or a missing one, is a 404; a bad id a 400', async () => {
    const comment = await postComment(ideaId, author, 'Deleted by me');
    await remove(comment.id, author);
    expect((await remove(comment.id, other)).statusCode).toBe(404);
    expect((await remove(999_999, other)).statusCode).toBe(404);
    expect((await remove('0', other)).statusCode).toBe(400);
  });
});

describe('replies outlive a deleted comment', () => {
  test('they stay, under a placeholder without the deleted text or its author', async () => {
    const thread = await insertIdea(ctx, other.user.id);
    const parent = await postComment(thread, author, 'The question');
    const reply = await postComment(thread, other, 'An answer', parent.id);
    const nested = await postComment(thread, author, 'A follow-up', reply.id);
    await remove(parent.id, author);
    await remove(reply.id, other);
    for (const reader of [null, other, author]) {
      const comments = await visibleTo(thread, reader);
      expect(comments).toEqual([
        { ...parent, status: 'deleted', content: '' },
        { ...reply, status: 'deleted', content: '' },
        nested,
      ]);
    }
    const items = await trpc('comments.list', { ideaId: thread }, null);
    expect((items.data as CommentItem[]).map((c) => [c.content, c.author?.id ?? null])).toEqual([
      ['', null],
      ['', null],
      ['A follow-up', author.user.id],
    ]);
    // Admins see every comment whole.
    expect((await visibleTo(thread, admin)).map((c) => c.content)).toEqual([
      'The question',
      'An answer',
      'A follow-up',
    ]);
  });

  test('a deleted comment whose replies nobody may see stays out; one above a hidden reply too', async () => {
    const thread = await insertIdea(ctx, other.user.id);
    const parent = await postComment(thread, author, 'Parent');
    const reply = await postComment(thread, other, 'Hidden reply', parent.id);
    await setStatus(reply.id, admin, 'hidden');
    await remove(parent.id, author);
    expect(await visibleTo(thread, null)).toEqual([]);
    // The reply's author sees their hidden reply, and the placeholder above it.
    expect((await visibleTo(thread, other)).map((c) => [c.id, c.content])).toEqual([
      [parent.id, ''],
      [reply.id, 'Hidden reply'],
    ]);
  });

  test('replies to a deleted comment cannot be started (only active comments take replies)', async () => {
    const parent = await postComment(ideaId, author, 'Soon gone');
    await remove(parent.id, author);
    const response = await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/comments`,
      payload: { content: 'Too late', parentId: parent.id },
      cookie: other.cookie,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('over tRPC', () => {
  test('comments.edit and comments.remove follow the same rules', async () => {
    const comment = await postComment(ideaId, author, 'Via tRPC');
    const edited = await trpc(
      'comments.edit',
      { id: comment.id, content: ' Edited ' },
      author,
      'mutation',
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({
      id: comment.id,
      content: 'Edited',
      author: { id: author.user.id, name: 'Rosalind Franklin' },
    });
    const blank = await trpc('comments.edit', { id: comment.id, content: '' }, author, 'mutation');
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe(v.commentRequired);
    expect(
      (await trpc('comments.edit', { id: comment.id, content: 'x' }, null, 'mutation')).status,
    ).toBe(401);
    const foreign = await trpc(
      'comments.edit',
      { id: comment.id, content: 'x' },
      other,
      'mutation',
    );
    expect(foreign.status).toBe(403);
    expect(foreign.error?.message).toBe(e.commentAuthorOnly);
    expect((await trpc('comments.remove', { id: comment.id }, admin, 'mutation')).status).toBe(403);
    expect((await trpc('comments.remove', { id: comment.id }, author, 'mutation')).data).toEqual({
      success: true,
    });
    expect(
      (await trpc('comments.edit', { id: comment.id, content: 'x' }, author, 'mutation')).status,
    ).toBe(404);
    expect((await trpc('comments.remove', { id: 999_999 }, author, 'mutation')).status).toBe(404);
  });
});
